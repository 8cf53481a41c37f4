import { agreementSchema, newPasswordSchema, registerTaxpayerRequestSchema } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Checkbox, Form, Input } from "antd";
import { Link } from "react-router";
import { schemaRule } from "../../lib/form-rules";
import { richText } from "../../lib/rich-text";

const fields = registerTaxpayerRequestSchema.shape;

export interface AccountFieldsProps {
  /** The help under the e-mail field: when the code is sent. */
  emailHelp: string;
  /** Put the cursor in the password field (when only the password is missing). */
  focusPassword?: boolean;
}

/**
 * The fields every sign-up asks for, taxpayer or expert: names, e-mail, password, phone and the
 * agreement, checked with the contract's registration rules. Used inside an antd `Form`.
 */
export function AccountFields({ emailHelp, focusPassword = false }: AccountFieldsProps) {
  return (
    <>
      <div className="tl-auth-card__names">
        <Form.Item
          name="firstName"
          label={auth.firstNameLabel}
          required
          rules={[schemaRule(fields.firstName)]}
        >
          <Input autoComplete="given-name" size="large" />
        </Form.Item>
        <Form.Item name="lastName" label={auth.lastNameLabel} required rules={[schemaRule(fields.lastName)]}>
          <Input autoComplete="family-name" size="large" />
        </Form.Item>
      </div>
      <Form.Item
        name="email"
        label={auth.emailLabel}
        required
        rules={[schemaRule(fields.email)]}
        extra={emailHelp}
      >
        <Input type="email" autoComplete="email" inputMode="email" size="large" />
      </Form.Item>
      <Form.Item
        name="password"
        label={auth.passwordLabel}
        required
        rules={[schemaRule(newPasswordSchema)]}
        extra={auth.passwordHint}
      >
        <Input.Password autoComplete="new-password" size="large" autoFocus={focusPassword} />
      </Form.Item>
      <Form.Item
        name="phoneNumber"
        label={auth.phoneNumberLabel}
        required
        rules={[schemaRule(fields.phoneNumber)]}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" size="large" />
      </Form.Item>
      <Form.Item name="agreePrivacyPolicy" valuePropName="checked" rules={[schemaRule(agreementSchema)]}>
        <Checkbox>
          {richText(auth.agreeToTerms, {
            terms: (inner) => (
              <Link to="/terms-condition" target="_blank" rel="noopener">
                {inner}
              </Link>
            ),
            privacy: (inner) => (
              <Link to="/privacy-policy" target="_blank" rel="noopener">
                {inner}
              </Link>
            ),
          })}
        </Checkbox>
      </Form.Item>
    </>
  );
}
