import { InboxOutlined } from "@ant-design/icons";
import type { SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Form, Input, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { FormAlert } from "../../../components/FormAlert";
import { errorDisplay } from "../../../lib/form-rules";
import { useCreateDraft } from "./api";

interface UploadValues {
  title: string;
  /** The chosen file, as antd's upload keeps it: a list of at most one. */
  file: UploadFile[];
}

const formFields = ["title"] as const;

/** Whether the browser says the file is a PDF; the server still judges it by its bytes. */
export function looksLikePdf(file: Pick<File, "name" | "type">): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

function fileChosen(_rule: unknown, files: UploadFile[] | undefined): Promise<void> {
  const file = files?.[0]?.originFileObj;
  if (file === undefined) return Promise.reject(new Error(t("signatureRequestPages.uploadChooseFile")));
  if (!looksLikePdf(file)) return Promise.reject(new Error(t("signatureRequestPages.uploadNotPdf")));
  return Promise.resolve();
}

/**
 * Step 1: the PDF to be signed and the name the signers will read. The upload makes a draft; the
 * server's refusal (not a PDF, password-protected, too large) is shown as it words it.
 */
export function UploadStep({
  quoteId,
  onDraft,
}: {
  quoteId: number;
  onDraft: (draft: SignatureRequest) => void;
}) {
  const [form] = Form.useForm<UploadValues>();
  const createDraft = useCreateDraft();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: UploadValues) => {
    const file = values.file[0]?.originFileObj;
    if (file === undefined) return;
    setProblem(null);
    createDraft.mutate(
      { quoteId, title: values.title.trim(), file },
      {
        onSuccess: onDraft,
        onError: (error) => {
          const shown = errorDisplay(error, formFields);
          form.setFields(shown.fields);
          setProblem(shown.message);
        },
      },
    );
  };

  return (
    <Form<UploadValues>
      form={form}
      layout="vertical"
      initialValues={{ title: "", file: [] }}
      onFinish={submit}
      style={{ maxWidth: 560 }}
    >
      <FormAlert message={problem} />
      <Form.Item
        label={t("signatureRequestPages.documentName")}
        name="title"
        rules={[
          { required: true, whitespace: true, message: t("signatureRequestPages.documentNameRequired") },
        ]}
      >
        <Input maxLength={120} placeholder={t("signatureRequestPages.documentNamePlaceholder")} />
      </Form.Item>
      <Form.Item
        label={t("signatureRequestPages.documentFile")}
        name="file"
        required
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[{ validator: fileChosen }]}
      >
        <Upload.Dragger beforeUpload={() => false} maxCount={1} accept="application/pdf,.pdf">
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden="true" />
          </p>
          <p className="ant-upload-text">{t("signatureRequestPages.uploadDrop")}</p>
          <p className="ant-upload-hint">{t("signatureRequestPages.uploadHint")}</p>
        </Upload.Dragger>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={createDraft.isPending}>
        {t("signatureRequestPages.uploadSubmit")}
      </Button>
    </Form>
  );
}
