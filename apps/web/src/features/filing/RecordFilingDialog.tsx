import {
  FILING_METHODS,
  type Filing,
  type FilingMethod,
  type RecordFilingRequest,
  US_STATES,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Checkbox, Form, Input, Radio, Select } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useRecordFiling } from "./api";
import { notFutureRule, requiredRule, useSavedThenClose } from "./filing-form";
import { filingTitle, methodText, todayDay } from "./filing-words";

interface FilingValues {
  jurisdiction: RecordFilingRequest["jurisdiction"];
  method: FilingMethod;
  amended: boolean;
  filedOn: string;
  submissionId: string;
  correctsFilingId: number | 0;
}

const jurisdictionOptions = [
  { value: "federal", label: t("filingPages.federal") },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

/** The professional records a filing: which return, how, when, and the e-file's submission id. */
export function RecordFilingDialog({
  quoteId,
  startedOn,
  rejected,
  open,
  onClose,
}: {
  quoteId: number;
  startedOn: string;
  /** The job's rejected filings not yet corrected: a new filing may name the one it corrects. */
  rejected: Filing[];
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FilingValues>();
  const method = Form.useWatch("method", form);
  const recording = useRecordFiling();
  const saved = useSavedThenClose(onClose);
  return (
    <FormDialog<FilingValues>
      open={open}
      title={t("filingPages.filingDialogTitle")}
      form={form}
      initialValues={{
        jurisdiction: "federal",
        method: "efile",
        amended: false,
        filedOn: todayDay(),
        submissionId: "",
        correctsFilingId: 0,
      }}
      submitText={t("filingPages.save")}
      pending={recording.isPending}
      error={recording.error}
      onClose={onClose}
      afterClose={recording.reset}
      onSubmit={(values) =>
        recording.mutate(
          {
            quoteId,
            jurisdiction: values.jurisdiction,
            method: values.method,
            amended: values.amended,
            filedOn: values.filedOn,
            ...(values.method === "efile" ? { submissionId: values.submissionId.trim() } : {}),
            ...(values.correctsFilingId ? { correctsFilingId: values.correctsFilingId } : {}),
          },
          { onSuccess: saved },
        )
      }
    >
      <Form.Item label={t("filingPages.jurisdictionLabel")} name="jurisdiction" rules={[requiredRule]}>
        <Select showSearch optionFilterProp="label" options={jurisdictionOptions} />
      </Form.Item>
      <Form.Item label={t("filingPages.methodLabel")} name="method" rules={[requiredRule]}>
        <Radio.Group options={FILING_METHODS.map((value) => ({ value, label: methodText(value) }))} />
      </Form.Item>
      <Form.Item name="amended" valuePropName="checked">
        <Checkbox>{t("filingPages.amendedLabel")}</Checkbox>
      </Form.Item>
      <Form.Item label={t("filingPages.filedOnLabel")} name="filedOn" rules={[requiredRule, notFutureRule]}>
        <Input type="date" min={startedOn} max={todayDay()} />
      </Form.Item>
      {method === "efile" ? (
        <Form.Item
          label={t("filingPages.submissionIdLabel")}
          name="submissionId"
          extra={t("filingPages.submissionIdHelp")}
          rules={[requiredRule, { pattern: /^[0-9a-z]{20}$/, message: t("filing.submissionIdNeeded") }]}
        >
          <Input maxLength={20} autoComplete="off" spellCheck={false} />
        </Form.Item>
      ) : null}
      {rejected.length > 0 ? (
        <Form.Item label={t("filingPages.correctsLabel")} name="correctsFilingId">
          <Select
            options={[
              { value: 0, label: t("filingPages.correctsNone") },
              ...rejected.map((filing) => ({
                value: filing.id,
                label: `${filingTitle(filing)} · ${filing.rejectCode ?? ""}`,
              })),
            ]}
          />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
