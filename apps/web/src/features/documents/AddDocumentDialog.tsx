import { type JobDocument, type UploadDocumentKind, uploadDocumentKinds } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Form, Radio, Select } from "antd";
import { type ChosenFile, chosenFile, FileField } from "../../components/FileField";
import { FormDialog } from "../../components/FormDialog";
import { useUploadOwnDocument, useUploadRequestedDocument } from "./api";

/** "What is it for?": one of the professional's open requests by its id, or nothing asked for. */
const NOT_ASKED = "";

interface AddValues {
  /** Absent when there is no open request to choose. */
  answers?: string;
  kind?: UploadDocumentKind;
  owner: "taxpayer" | "spouse";
  /** The chosen file, as antd's upload keeps it: a list of at most one. */
  file: ChosenFile;
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

  const submit = (values: AddValues) => {
    const file = chosenFile(values.file);
    if (file === undefined) return;
    // One of the two calls is made: the other's earlier refusal is no longer this form's.
    uploadOwn.reset();
    uploadRequested.reset();
    const answers = values.answers ?? NOT_ASKED;
    if (answers !== NOT_ASKED) {
      uploadRequested.mutate({ quoteId, documentId: answers, file }, { onSuccess: onClose });
    } else if (values.kind !== undefined) {
      uploadOwn.mutate(
        { quoteId, kind: values.kind, forSpouse: values.owner === "spouse", file },
        { onSuccess: onClose },
      );
    }
  };

  return (
    <FormDialog<AddValues>
      open={open}
      title={t("documents.uploadTitle")}
      form={form}
      requiredMark="optional"
      initialValues={{ answers: NOT_ASKED, owner: "taxpayer", file: [] }}
      submitText={t("documents.uploadSubmit")}
      pending={uploadOwn.isPending || uploadRequested.isPending}
      error={uploadOwn.error ?? uploadRequested.error}
      errorFields={formFields}
      onSubmit={submit}
      onClose={onClose}
      afterClose={() => {
        uploadOwn.reset();
        uploadRequested.reset();
      }}
    >
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
          <Form.Item label={t("documents.whoseDocument")} name="owner">
            <Radio.Group
              options={[
                { value: "taxpayer", label: t("documents.ownerMine") },
                { value: "spouse", label: t("documents.ownerSpouse") },
              ]}
            />
          </Form.Item>
        </>
      )}
      <FileField
        name="file"
        label={t("documents.uploadFileLabel")}
        hint={t("documents.uploadFileHint")}
        chooseText={t("documents.uploadChooseFile")}
        requiredMessage={t("documents.attachDocument")}
        scannable
      />
    </FormDialog>
  );
}
