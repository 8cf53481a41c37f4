import {
  MAX_DOCUMENT_NOTE,
  MAX_DOCUMENT_TITLE,
  readKindsOfUploadKind,
  requestDocumentSchema,
  type UploadDocumentKind,
  uploadDocumentKinds,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Form, Input, Radio, Select } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { schemaRule } from "../../lib/form-rules";
import { useRequestDocument } from "./api";

interface RequestValues {
  title: string;
  note: string;
  owner: "taxpayer" | "spouse";
  kind: UploadDocumentKind | undefined;
}

/** Only the kinds a reading can tell: naming one marks the request when such a document arrives. */
const kindOptions = (Object.keys(uploadDocumentKinds) as UploadDocumentKind[])
  .filter((kind) => readKindsOfUploadKind[kind].length > 0)
  .map((kind) => ({ value: kind, label: uploadDocumentKinds[kind] }));

const requestFields = ["title", "note"] as const;

/** "Request a document": the title, its kind if named, a note for the taxpayer, and whether it is the spouse's. */
export function RequestDocumentDialog({
  quoteId,
  open,
  onClose,
}: {
  quoteId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RequestValues>();
  const send = useRequestDocument();

  const submit = (values: RequestValues) => {
    const note = values.note.trim();
    send.mutate(
      {
        quoteId,
        title: values.title.trim(),
        note: note === "" ? undefined : note,
        forSpouse: values.owner === "spouse",
        ...(values.kind === undefined ? {} : { kind: values.kind }),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog<RequestValues>
      open={open}
      title={t("documents.requestTitle")}
      form={form}
      requiredMark="optional"
      initialValues={{ title: "", note: "", owner: "taxpayer", kind: undefined }}
      submitText={t("documents.requestSubmit")}
      pending={send.isPending}
      error={send.error}
      errorFields={requestFields}
      onSubmit={submit}
      onClose={onClose}
      afterClose={send.reset}
    >
      <Form.Item
        label={t("documents.requestTitleLabel")}
        name="title"
        required
        rules={[schemaRule(requestDocumentSchema.shape.title)]}
      >
        <Input maxLength={MAX_DOCUMENT_TITLE} placeholder={t("documents.requestTitlePlaceholder")} />
      </Form.Item>
      <Form.Item label={t("documents.requestKind")} name="kind" extra={t("documents.requestKindHint")}>
        <Select
          allowClear
          options={kindOptions}
          placeholder={t("documents.requestKindPlaceholder")}
          showSearch={{ optionFilterProp: "label" }}
        />
      </Form.Item>
      <Form.Item label={t("documents.requestNote")} name="note">
        <Input.TextArea rows={3} maxLength={MAX_DOCUMENT_NOTE} />
      </Form.Item>
      <Form.Item label={t("documents.whoseDocument")} name="owner">
        <Radio.Group
          options={[
            { value: "taxpayer", label: t("documents.ownerTaxpayer") },
            { value: "spouse", label: t("documents.ownerSpouseLabel") },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
