import { UploadOutlined } from "@ant-design/icons";
import {
  MAX_TAX_NOTICE_NOTE,
  TAX_NOTICE_KINDS,
  type TaxNoticeKind,
  taxNoticeKindTexts,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, DatePicker, Form, Input, Modal, Select, Upload, type UploadFile } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay } from "../../lib/form-rules";
import { useUploadNotice } from "./api";
import { localToday } from "./notice-model";

interface UploadValues {
  kind?: TaxNoticeKind;
  deadline?: Dayjs;
  note: string;
  /** The chosen file, as antd's upload keeps it: a list of at most one (named as the API names it). */
  notice: UploadFile[];
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
  const [problem, setProblem] = useState<string | null>(null);
  const today = localToday();

  const submit = (values: UploadValues) => {
    const file = values.notice[0]?.originFileObj;
    if (file === undefined || values.kind === undefined || values.deadline === undefined) return;
    setProblem(null);
    upload.mutate(
      { quoteId, kind: values.kind, deadline: values.deadline.format("YYYY-MM-DD"), note: values.note, file },
      {
        onSuccess: () => {
          void message.success(t("taxNoticePages.uploaded"));
          onClose();
        },
        onError: (error) => {
          const shown = errorDisplay(error, formFields);
          form.setFields(shown.fields);
          setProblem(shown.message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        upload.reset();
        setProblem(null);
      }}
      title={t("taxNoticePages.uploadTitle")}
      destroyOnHidden
      footer={null}
    >
      <Form<UploadValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ note: "", notice: [] }}
        onFinish={submit}
      >
        <FormAlert message={problem} />
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
        <Form.Item
          label={t("taxNoticePages.fileLabel")}
          name="notice"
          required
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ validator: fileChosen }]}
          extra={t("taxNoticePages.fileHint")}
        >
          <Upload
            beforeUpload={() => false}
            maxCount={1}
            accept="application/pdf,image/jpeg,image/png,image/webp"
          >
            <Button icon={<UploadOutlined aria-hidden="true" />}>{t("taxNoticePages.chooseFile")}</Button>
          </Upload>
        </Form.Item>
        <div className="tl-notices__toolbar">
          <Button type="primary" htmlType="submit" loading={upload.isPending}>
            {t("taxNoticePages.uploadSubmit")}
          </Button>
          <Button onClick={onClose}>{t("taxNoticePages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}

function fileChosen(_rule: unknown, files: UploadFile[] | undefined): Promise<void> {
  return files !== undefined && files.length > 0
    ? Promise.resolve()
    : Promise.reject(new Error(t("taxNoticePages.fileRequired")));
}
