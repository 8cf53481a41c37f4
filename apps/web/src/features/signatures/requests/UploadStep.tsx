import { InboxOutlined } from "@ant-design/icons";
import type { SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Checkbox, Form, Input, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { FormAlert } from "../../../components/FormAlert";
import { errorDisplay } from "../../../lib/form-rules";
import { useCreateDraft } from "./api";
import { namesForm8879 } from "./signers-choice";

interface UploadValues {
  title: string;
  /** The chosen file, as antd's upload keeps it: a list of at most one. */
  file: UploadFile[];
  /** The document is the return's e-file authorization (Form 8879): the job's timeline reads its signing. */
  efileAuthorization: boolean;
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
 * Step 1: the PDF to be signed, the name the signers will read, and whether it is the e-file
 * authorization (ticked while the name mentions 8879, until the professional chooses themselves). The
 * upload makes a draft; the server's refusal (not a PDF, password-protected, too large) is shown as it
 * words it.
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
  const [kindChosen, setKindChosen] = useState(false);

  const submit = (values: UploadValues) => {
    const file = values.file[0]?.originFileObj;
    if (file === undefined) return;
    setProblem(null);
    createDraft.mutate(
      { quoteId, title: values.title.trim(), file, efileAuthorization: values.efileAuthorization },
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
      initialValues={{ title: "", file: [], efileAuthorization: false }}
      onFinish={submit}
      onValuesChange={(changed: Partial<UploadValues>) => {
        if (changed.title !== undefined && !kindChosen) {
          form.setFieldValue("efileAuthorization", namesForm8879(changed.title));
        }
      }}
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
        name="efileAuthorization"
        valuePropName="checked"
        extra={t("signatureRequestPages.efileAuthorizationHint")}
      >
        <Checkbox onChange={() => setKindChosen(true)}>
          {t("signatureRequestPages.efileAuthorization")}
        </Checkbox>
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
