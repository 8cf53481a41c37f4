import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Form } from "antd";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import { isApiError } from "../../lib/api-client";
import { errorDisplay } from "../../lib/form-rules";
import { bold, richText } from "../../lib/rich-text";
import { AuthCard } from "./AuthCard";
import { NewPasswordFields } from "./NewPasswordFields";

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordCardProps {
  /** The account's address, named in the lead when known. */
  email: string | null;
  /** Sets the new password: with the reset link's token, or with the e-mail and its code. */
  reset: (values: NewPasswordValues) => Promise<unknown>;
  /** Shown under the message when the server turns the reset down (a 4xx answer), e.g. how to get a new link. */
  refusedHint?: ReactNode;
  footer: ReactNode;
}

/** The last step of a password reset: the new password twice, then on to the congratulations page. */
export function NewPasswordCard({ email, reset, refusedHint, footer }: NewPasswordCardProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: reset,
    onSuccess: () => navigate("/congrats-reset-password", { replace: true }),
    onError: (error) => {
      const display = errorDisplay(error, ["password", "confirmPassword"]);
      form.setFields(display.fields);
      setMessage(display.message);
    },
  });
  return (
    <AuthCard
      title={auth.setNewPassword}
      lead={
        email === null ? auth.chooseNewPassword : richText(formatPlain(auth.newPasswordFor, { email }), bold)
      }
      footer={footer}
    >
      <FormAlert message={message} />
      {message !== null && isApiError(save.error) && save.error.status < 500 && refusedHint}
      <Form<NewPasswordValues>
        form={form}
        name="reset"
        layout="vertical"
        disabled={save.isPending}
        onFinish={(values) => {
          setMessage(null);
          save.mutate(values);
        }}
      >
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={save.isPending}>
          {auth.resetPasswordButton}
        </Button>
      </Form>
    </AuthCard>
  );
}
