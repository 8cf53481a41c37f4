import {
  MAX_TAX_NOTICE_NOTE,
  TAX_NOTICE_KINDS,
  type TaxNoticeKind,
  taxNoticeKindTexts,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, DatePicker, Form, Input, Select } from "antd";
import type { Dayjs } from "dayjs";
import { type ChosenFile, chosenFile, FileField } from "../../components/FileField";
import { FormDialog } from "../../components/FormDialog";
import { useUploadNotice } from "./api";
import { localToday } from "./notice-model";

interface UploadValues {
  kind?: TaxNoticeKind;
  deadline?: Dayjs;
  note: string;
  /** The chosen file, as antd's upload keeps it: a list of at most one (named as the API names it). */
  notice: ChosenFile;
}

/** Each kind with its plain meaning under its name, so the taxpayer can tell which one they hold. */
const kindOptions = TAX_NOTICE_KINDS.map((kind) => ({
  value: kind,
  label: taxNoticeKindTexts[kind].name,
  meaning: taxNoticeKindTexts[kind].meaning,
}));
const formFields = ["kind", "deadline", "note", "notice"] as const;

/**
 * "Upload a letter": its kind (with what each means, and "I don't know"), the respond-by date
 * printed on it (past days cannot be picked), a note and the file. The server checks the date and
 * the file again and its refusal is shown on the field it names.
 */
export function UploadNoticeDialog({
  quoteId,
  open,
  onClose,
}: {
  quoteId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadNotice();
  const { message } = App.useApp();
  const today = localToday();

  const submit = (values: UploadValues) => {
    const file = chosenFile(values.notice);
    if (file === undefined || values.kind === undefined || values.deadline === undefined) return;
    upload.mutate(
      { quoteId, kind: values.kind, deadline: values.deadline.format("YYYY-MM-DD"), note: values.note, file },
      {
        onSuccess: () => {
          void message.success(t("taxNoticePages.uploaded"));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog<UploadValues>
      open={open}
      title={t("taxNoticePages.uploadTitle")}
      form={form}
      requiredMark="optional"
      initialValues={{ note: "", notice: [] }}
      submitText={t("taxNoticePages.uploadSubmit")}
      pending={upload.isPending}
      error={upload.error}
      errorFields={formFields}
      onSubmit={submit}
      onClose={onClose}
      afterClose={upload.reset}
    >
      <Form.Item
        label={t("taxNoticePages.kindLabel")}
        name="kind"
        required
        extra={t("taxNoticePages.kindHint")}
        rules={[{ required: true, message: t("taxNotices.kindRequired") }]}
      >
        <Select
          options={kindOptions}
          placeholder={t("taxNoticePages.kindPlaceholder")}
          showSearch={{ optionFilterProp: "label" }}
          optionRender={(option) => (
            <div className="tl-notices__option">
              <span>{option.data.label}</span>
              <span className="tl-muted">{option.data.meaning}</span>
            </div>
          )}
        />
      </Form.Item>
      <Form.Item
        label={t("taxNoticePages.deadlineLabel")}
        name="deadline"
        required
        extra={t("taxNoticePages.deadlineHint")}
        rules={[{ required: true, message: t("taxNoticePages.deadlineRequired") }]}
      >
        <DatePicker
          className="tl-notices__date"
          format={["MM/DD/YYYY", "M/D/YYYY", "YYYY-MM-DD"]}
          disabledDate={(current: Dayjs) => current.format("YYYY-MM-DD") < today}
        />
      </Form.Item>
      <Form.Item label={t("taxNoticePages.noteLabel")} name="note">
        <Input.TextArea rows={3} maxLength={MAX_TAX_NOTICE_NOTE} showCount />
      </Form.Item>
      <FileField
        name="notice"
        label={t("taxNoticePages.fileLabel")}
        hint={t("taxNoticePages.fileHint")}
        chooseText={t("taxNoticePages.chooseFile")}
        requiredMessage={t("taxNoticePages.fileRequired")}
        accept="application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
      />
    </FormDialog>
  );
}
