import { passkeyNameSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Form, Input, Modal } from "antd";
import { useId } from "react";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { useAddPasskey } from "./api";
import { PasskeyCeremonyError } from "./passkey-ceremony";

interface AddPasskeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The passkey is kept; `recoveryCodes` are the first ones when the person had none. */
  onAdded: (recoveryCodes: string[]) => void;
}

/** Names a new passkey, then lets the browser create it (fingerprint, face, screen lock or key). */
export function AddPasskeyDialog({ open, onClose, onAdded }: AddPasskeyDialogProps) {
  const { message } = App.useApp();
  const adding = useAddPasskey();
  const [form] = Form.useForm<{ name: string }>();
  const nameId = useId();
  const failure = adding.error;
  const shown =
    failure === null
      ? null
      : failure instanceof PasskeyCeremonyError
        ? { fields: [], message: failure.message }
        : errorDisplay(failure, ["name"] as const);
  const close = () => {
    adding.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("securityPage.passkeyAddTitle")}
      okText={t("securityPage.passkeyContinue")}
      okButtonProps={{ loading: adding.isPending }}
      cancelText={t("securityPage.cancel")}
      onOk={() => form.submit()}
      onCancel={close}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p>{t("securityPage.passkeyAddText")}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={adding.isPending}
        onFinish={({ name }) =>
          adding.mutate(name.trim(), {
            onSuccess: ({ recoveryCodes }) => {
              void message.success(t("securityPage.passkeyAddedDone"));
              close();
              onAdded(recoveryCodes);
            },
          })
        }
      >
        <Form.Item
          name="name"
          label={t("securityPage.passkeyNameLabel")}
          htmlFor={nameId}
          extra={t("securityPage.passkeyNameHint")}
          rules={[schemaRule(passkeyNameSchema)]}
          validateStatus={shown?.fields.length ? "error" : undefined}
          help={shown?.fields[0]?.errors[0]}
        >
          <Input id={nameId} maxLength={60} autoComplete="off" />
        </Form.Item>
      </Form>
      {shown?.message && <Alert type="error" showIcon role="alert" title={shown.message} />}
    </Modal>
  );
}
