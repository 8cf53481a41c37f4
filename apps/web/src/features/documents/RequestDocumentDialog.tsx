import { MAX_DOCUMENT_NOTE, MAX_DOCUMENT_TITLE, requestDocumentSchema } from "@taxlane/contract";
import { Button, Form, Input, Modal, Radio } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { useRequestDocument } from "./api";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

interface RequestValues {
  title: string;
  note: string;
  owner: "taxpayer" | "spouse";
}

const requestFields = ["title", "note"] as const;

/** "Request a document": the title, a note for the taxpayer, and whether it is the spouse's. */
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
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: RequestValues) => {
    setProblem(null);
    const note = values.note.trim();
    send.mutate(
      {
        quoteId,
        title: values.title.trim(),
        note: note === "" ? undefined : note,
        forSpouse: values.owner === "spouse",
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const shown = errorDisplay(error, requestFields);
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
        send.reset();
        setProblem(null);
      }}
      title={t("documents.requestTitle")}
      destroyOnHidden
      footer={null}
    >
      <Form<RequestValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ title: "", note: "", owner: "taxpayer" }}
        onFinish={submit}
      >
        <FormAlert message={problem} />
        <Form.Item
          label="Title"
          name="title"
          required
          rules={[schemaRule(requestDocumentSchema.shape.title)]}
        >
          <Input maxLength={MAX_DOCUMENT_TITLE} placeholder="e.g. W-2 from your employer" />
        </Form.Item>
        <Form.Item label={t("documents.requestNote")} name="note">
          <Input.TextArea rows={3} maxLength={MAX_DOCUMENT_NOTE} />
        </Form.Item>
        <Form.Item label="Whose document" name="owner">
          <Radio.Group
            options={[
              { value: "taxpayer", label: "Taxpayer" },
              { value: "spouse", label: "Spouse" },
            ]}
          />
        </Form.Item>
        <div className="tl-docs__toolbar">
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            Send request
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </Form>
    </Modal>
  );
}
