import { passwordConfirmationSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Form, Input, Modal } from "antd";
import { useId } from "react";
import { errorDisplay, schemaRule } from "../../lib/form-rules";

interface PasswordDialogProps {
  open: boolean;
  title: string;
  /** What happens once the password is given, in plain words. */
  text: string;
  okText: string;
  danger?: boolean;
  pending: boolean;
  /** The last refusal: a wrong password goes under the field, anything else (a 409's words) above the button. */
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the password before a change that weakens or replaces a factor. */
export function PasswordDialog({
  open,
  title,
  text,
  okText,
  danger = false,
  pending,
  error,
  onSubmit,
  onCancel,
}: PasswordDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  const passwordId = useId();
  const shown = error === null || error === undefined ? null : errorDisplay(error, ["password"] as const);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: pending }}
      cancelText={t("securityPage.cancel")}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p>{text}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) => onSubmit(password)}
      >
        <Form.Item
          name="password"
          label={t("securityPage.passwordLabel")}
          htmlFor={passwordId}
          rules={[schemaRule(passwordConfirmationSchema.shape.password)]}
          validateStatus={shown?.fields.length ? "error" : undefined}
          help={shown?.fields[0]?.errors[0]}
        >
          <Input.Password id={passwordId} autoComplete="current-password" />
        </Form.Item>
      </Form>
      {shown?.message && <Alert type="error" showIcon role="alert" title={shown.message} />}
    </Modal>
  );
}
