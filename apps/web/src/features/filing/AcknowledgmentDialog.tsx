import { type Filing, IRS_REJECT_CODES } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Form, Input, Radio, Select } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useRecordAcknowledgment } from "./api";
import { notFutureRule, requiredRule, useSavedThenClose } from "./filing-form";
import { filingTitle, todayDay } from "./filing-words";

interface AnswerValues {
  answer: "accepted" | "rejected";
  acknowledgedOn: string;
  rejectCode?: string;
  /** Absent while the answer is accepted: the field is not shown. */
  explanation?: string;
}

/** Each code with its meaning, searchable by either. */
const codeOptions = IRS_REJECT_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.code} · ${entry.meaning}`,
}));

/** The professional records the IRS's answer to a filing: accepted, or rejected with a code of our table. */
export function AcknowledgmentDialog({
  filing,
  open,
  onClose,
}: {
  filing: Filing;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AnswerValues>();
  const answer = Form.useWatch("answer", form);
  const recording = useRecordAcknowledgment();
  const saved = useSavedThenClose(onClose);
  return (
    <FormDialog<AnswerValues>
      open={open}
      title={`${t("filingPages.answerDialogTitle")}: ${filingTitle(filing)}`}
      form={form}
      initialValues={{ answer: "accepted", acknowledgedOn: todayDay(), explanation: "" }}
      submitText={t("filingPages.save")}
      pending={recording.isPending}
      error={recording.error}
      onClose={onClose}
      afterClose={recording.reset}
      onSubmit={(values) => {
        const rejected = values.answer === "rejected";
        // Saved at once after choosing "Rejected": the code's field had not yet been drawn to ask.
        if (rejected && !values.rejectCode) {
          void form.validateFields(["rejectCode"]);
          return;
        }
        const explanation = (values.explanation ?? "").trim();
        recording.mutate(
          {
            filingId: filing.id,
            accepted: !rejected,
            acknowledgedOn: values.acknowledgedOn,
            ...(rejected ? { rejectCode: values.rejectCode } : {}),
            ...(rejected && explanation !== "" ? { explanation } : {}),
          },
          { onSuccess: saved },
        );
      }}
    >
      <Form.Item label={t("filingPages.answerLabel")} name="answer" rules={[requiredRule]}>
        <Radio.Group
          options={[
            { value: "accepted", label: t("filingPages.acceptedOption") },
            { value: "rejected", label: t("filingPages.rejectedOption") },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t("filingPages.acknowledgedOnLabel")}
        name="acknowledgedOn"
        rules={[requiredRule, notFutureRule]}
      >
        <Input type="date" min={filing.filedOn} max={todayDay()} />
      </Form.Item>
      {answer === "rejected" ? (
        <>
          <Form.Item
            label={t("filingPages.rejectCodeLabel")}
            name="rejectCode"
            rules={[{ required: true, message: t("filing.rejectCodeNeeded") }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t("filingPages.rejectCodePlaceholder")}
              options={codeOptions}
              style={{ width: "100%" }}
              // The meaning wraps under its code: the list stays as wide as the field, even at 390 px.
              optionRender={(option) => <span style={{ whiteSpace: "normal" }}>{option.label}</span>}
            />
          </Form.Item>
          <Form.Item
            label={t("filingPages.explanationLabel")}
            name="explanation"
            rules={[{ max: 1000, message: t("filing.explanationTooLong") }]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </>
      ) : null}
    </FormDialog>
  );
}
