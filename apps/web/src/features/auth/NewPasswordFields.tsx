import { newPasswordSchema, validationTexts } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form, Input } from "antd";
import { schemaRule } from "../../lib/form-rules";

interface NewPasswordFieldsProps {
  /** The form field names of the new password and its confirmation. */
  name?: string;
  confirmName?: string;
}

/** A new password and its confirmation ('Fields must match'), for the reset and change forms. */
export function NewPasswordFields({
  name = "password",
  confirmName = "confirmPassword",
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        name={name}
        label={auth.newPasswordLabel}
        required
        rules={[schemaRule(newPasswordSchema)]}
        extra={auth.atLeast8}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={auth.confirmNewPasswordLabel}
        required
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value === undefined || value === "") throw new Error(validationTexts.required);
              if (value !== getFieldValue(name)) throw new Error(validationTexts.fieldsMustMatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
