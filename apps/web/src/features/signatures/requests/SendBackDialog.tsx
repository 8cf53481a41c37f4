import type { SignatureSigner } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, Input } from "antd";
import { FormDialog } from "../../../components/FormDialog";
import { useRejectPaper } from "./api";

/** "Send back": the signer's hand-signed page is not acceptable; they read the note and may upload another. */
export function SendBackDialog({
  signer,
  open,
  onClose,
}: {
  signer: SignatureSigner;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const reject = useRejectPaper();
  const { message } = App.useApp();
  return (
    <FormDialog<{ note: string }>
      open={open}
      title={t("signatureRequestPages.sendBackTitle", { name: signer.name })}
      form={form}
      initialValues={{ note: "" }}
      submitText={t("signatureRequestPages.sendBack")}
      pending={reject.isPending}
      error={reject.error}
      onClose={onClose}
      afterClose={reject.reset}
      onSubmit={(values) =>
        reject.mutate(
          { signerId: signer.id, note: values.note.trim() },
          {
            onSuccess: () => {
              void message.success(t("signatureRequestPages.sendBackDone", { name: signer.name }));
              onClose();
            },
          },
        )
      }
    >
      <Form.Item
        label={t("signatureRequestPages.sendBackNote")}
        name="note"
        extra={t("signatureRequestPages.sendBackHint")}
        rules={[{ required: true, whitespace: true, message: t("signatureRequestPages.sendBackRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
