import { useMutation } from "@tanstack/react-query";
import { changePasswordRequestSchema } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import { homeLabelFor, homePathFor, useCurrentUser } from "../../entities/account";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { NewPasswordFields } from "./NewPasswordFields";
import { RequireSignedIn } from "./RequireSignedIn";

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm() {
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<ChangeValues>();
  const [message, setMessage] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: ChangeValues) =>
      identityApi.changePassword({ oldPassword, newPassword }),
    onSuccess: () => form.resetFields(),
    onError: (error) => {
      const display = errorDisplay(error, ["oldPassword", "newPassword"]);
      form.setFields(display.fields);
      setMessage(display.message);
    },
  });
  const home = user === undefined ? null : { to: homePathFor(user.roleId), label: homeLabelFor(user.roleId) };

  return (
    <AuthCard
      title={auth.changePasswordTitle}
      lead={auth.changePasswordLead}
      footer={
        home === null ? undefined : (
          <Link to={home.to}>{formatPlain(auth.backToPage, { page: home.label.toLowerCase() })}</Link>
        )
      }
    >
      <FormAlert message={message} />
      {change.isSuccess && <FormAlert type="success" message={auth.passwordChanged} />}
      <Form<ChangeValues>
        form={form}
        name="change-password"
        layout="vertical"
        disabled={change.isPending}
        onValuesChange={() => {
          if (change.isSuccess) change.reset();
        }}
        onFinish={(values) => {
          setMessage(null);
          change.mutate(values);
        }}
      >
        <Form.Item
          name="oldPassword"
          label={auth.currentPasswordLabel}
          required
          rules={[schemaRule(changePasswordRequestSchema.shape.oldPassword)]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <Button type="primary" htmlType="submit" block size="large" loading={change.isPending}>
          {auth.changePasswordButton}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** /change-password: for a signed-in person of any role. */
export function ChangePasswordPage() {
  usePageTitle(auth.changePasswordTitle);
  return (
    <RequireSignedIn>
      <ChangePasswordForm />
    </RequireSignedIn>
  );
}
