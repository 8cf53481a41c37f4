import { UploadOutlined } from "@ant-design/icons";
import { type JobDocument, type UploadDocumentKind, uploadDocumentKinds } from "@taxlane/contract";
import { Button, Form, Modal, Radio, Select, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay } from "../../lib/form-rules";
import { useUploadOwnDocument, useUploadRequestedDocument } from "./api";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

/** "What is it for?": one of the professional's open requests by its id, or nothing asked for. */
const NOT_ASKED = "";

interface AddValues {
  /** Absent when there is no open request to choose. */
  answers?: string;
  kind?: UploadDocumentKind;
  owner: "taxpayer" | "spouse";
  /** The chosen file, as antd's upload keeps it: a list of at most one. */
  file: UploadFile[];
}

const kindOptions = Object.entries(uploadDocumentKinds).map(([value, label]) => ({ value, label }));
const formFields = ["kind", "file"] as const;

/**
 * "Upload a document": the taxpayer gives the job a file, either for one of the professional's open
 * requests or of a kind they pick from the list (W-2, driver's license, … or Other), theirs or their
 * spouse's. The server judges the file by its bytes and its refusal is shown as written.
 */
export function AddDocumentDialog({
  quoteId,
  openRequests,
  open,
  onClose,
}: {
  quoteId: number;
  /** The professional's requests still waiting for a file. */
  openRequests: readonly JobDocument[];
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AddValues>();
  const answers = Form.useWatch("answers", form) ?? NOT_ASKED;
  const uploadOwn = useUploadOwnDocument();
  const uploadRequested = useUploadRequestedDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = uploadOwn.isPending || uploadRequested.isPending;

  const submit = (values: AddValues) => {
    const file = values.file[0]?.originFileObj;
    if (file === undefined) return;
    setProblem(null);
    const handlers = {
      onSuccess: onClose,
      onError: (error: unknown) => {
        const shown = errorDisplay(error, formFields);
        form.setFields(shown.fields);
        setProblem(shown.message);
      },
    };
    const answers = values.answers ?? NOT_ASKED;
    if (answers !== NOT_ASKED) {
      uploadRequested.mutate({ quoteId, documentId: answers, file }, handlers);
    } else if (values.kind !== undefined) {
      uploadOwn.mutate({ quoteId, kind: values.kind, forSpouse: values.owner === "spouse", file }, handlers);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        uploadOwn.reset();
        uploadRequested.reset();
        setProblem(null);
      }}
      title={t("documents.uploadTitle")}
      destroyOnHidden
      footer={null}
    >
      <Form<AddValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ answers: NOT_ASKED, owner: "taxpayer", file: [] }}
        onFinish={submit}
      >
        <FormAlert message={problem} />
        {openRequests.length > 0 && (
          <Form.Item label={t("documents.uploadPurpose")} name="answers">
            <Select
              options={[
                { value: NOT_ASKED, label: t("documents.uploadNotRequested") },
                ...openRequests.map((request) => ({
                  value: request.id,
                  label: t("documents.uploadAskedFor", { document: request.title }),
                })),
              ]}
            />
          </Form.Item>
        )}
        {answers === NOT_ASKED && (
          <>
            <Form.Item
              label={t("documents.uploadKind")}
              name="kind"
              required
              rules={[{ required: true, message: t("documents.uploadKindRequired") }]}
            >
              <Select
                options={kindOptions}
                placeholder={t("documents.uploadKindPlaceholder")}
                showSearch={{ optionFilterProp: "label" }}
              />
            </Form.Item>
            <Form.Item label="Whose document" name="owner">
              <Radio.Group
                options={[
                  { value: "taxpayer", label: "Mine" },
                  { value: "spouse", label: "My spouse's" },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          label="File"
          name="file"
          required
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ validator: fileChosen }]}
          extra={t("documents.uploadFileHint")}
        >
          <Upload beforeUpload={() => false} maxCount={1}>
            <Button icon={<UploadOutlined aria-hidden="true" />}>{t("documents.uploadChooseFile")}</Button>
          </Upload>
        </Form.Item>
        <div className="tl-docs__toolbar">
          <Button type="primary" htmlType="submit" loading={busy}>
            Upload
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </Form>
    </Modal>
  );
}

function fileChosen(_rule: unknown, files: UploadFile[] | undefined): Promise<void> {
  return files !== undefined && files.length > 0
    ? Promise.resolve()
    : Promise.reject(new Error(t("documents.attachDocument")));
}
