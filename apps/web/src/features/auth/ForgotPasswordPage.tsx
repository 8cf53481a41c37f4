import { useMutation } from "@tanstack/react-query";
import { appTexts, forgotPasswordRequestSchema, validationTexts } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { bold, richText } from "../../lib/rich-text";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { CodeForm, type ResendTexts } from "./CodeForm";
import { NewPasswordCard } from "./NewPasswordCard";

type Step =
  | { kind: "email" }
  | { kind: "code"; email: string; sentAt: number }
  | { kind: "password"; email: string; code: string };

const backToLogin = (
  <>
    {auth.rememberedIt} <Link to="/login">{auth.backToLogIn}</Link>
  </>
);

function EmailStep({ initialEmail, onSent }: { initialEmail?: string; onSent: (email: string) => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const [message, setMessage] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      await identityApi.forgotPassword(email.trim());
      return email.trim();
    },
    onSuccess: onSent,
    onError: (error) => {
      const display = errorDisplay(error, ["email"]);
      form.setFields(display.fields);
      setMessage(display.message);
    },
  });
  return (
    <AuthCard title={auth.forgotTitle} lead={auth.forgotLead} footer={backToLogin}>
      <FormAlert message={message} />
      <Form<{ email: string }>
        form={form}
        name="forgot"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail }}
        disabled={send.isPending}
        onFinish={(values) => {
          setMessage(null);
          send.mutate(values);
        }}
      >
        <Form.Item
          name="email"
          label={auth.emailLabel}
          rules={[schemaRule(forgotPasswordRequestSchema.shape.email)]}
        >
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
          {auth.sendResetEmail}
        </Button>
      </Form>
    </AuthCard>
  );
}

const emailResendTexts: ResendTexts = {
  prompt: auth.didNotGetEmail,
  action: "Resend e-mail",
  waiting: (seconds) => formatPlain(auth.resendIn, { seconds }),
};

function CodeStep({
  email,
  sentAt,
  onVerified,
  onResent,
  onBack,
}: {
  email: string;
  sentAt: number;
  onVerified: (code: string) => void;
  onResent: (at: number) => void;
  onBack: () => void;
}) {
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; type: "success" | "error" }>({
    text: appTexts.emailSent,
    type: "success",
  });

  const verify = useMutation({
    mutationFn: (code: string) => identityApi.verifyForgotPasswordCode({ email, code }),
    onSuccess: ({ valid }, code) => {
      if (valid) onVerified(code);
      else setCodeError(validationTexts.invalidCode);
    },
    onError: (error) => setCodeError(errorDisplay(error, []).message),
  });
  const resend = useMutation({
    mutationFn: () => identityApi.forgotPassword(email),
    onSuccess: () => {
      setCodeError(null);
      setNotice({ text: appTexts.emailSent, type: "success" });
      onResent(Date.now());
    },
    onError: (error) => setNotice({ text: errorDisplay(error, []).message ?? "", type: "error" }),
  });

  return (
    <AuthCard
      title={auth.checkEmail}
      lead={richText(formatPlain(auth.resetCodeSent, { email }), bold)}
      footer={
        <Button type="link" onClick={onBack}>
          {auth.useDifferentEmail}
        </Button>
      }
    >
      <FormAlert message={notice.text} type={notice.type} />
      <CodeForm
        label={auth.resetCodeLabel}
        submitLabel={auth.continueButton}
        submitting={verify.isPending}
        onSubmit={(code) => verify.mutate(code)}
        error={codeError}
        onClearError={() => setCodeError(null)}
        sentAt={sentAt}
        resending={resend.isPending}
        onResend={() => resend.mutate()}
        resendTexts={emailResendTexts}
      />
    </AuthCard>
  );
}

function PasswordStep({ email, code, onRestart }: { email: string; code: string; onRestart: () => void }) {
  return (
    <NewPasswordCard
      email={email}
      reset={(values) => identityApi.resetPassword({ email, validationCode: code, ...values })}
      footer={
        <Button type="link" onClick={onRestart}>
          {auth.startAgain}
        </Button>
      }
    />
  );
}

/** /forgot-password: the e-mail, then the code from it (or its link), then the new password. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ kind: "email" });
  const [lastEmail, setLastEmail] = useState<string | undefined>();
  usePageTitle(
    step.kind === "email"
      ? auth.forgotPasswordPageTitle
      : step.kind === "code"
        ? auth.resetCodeLabel
        : auth.newPasswordLabel,
  );
  const restart = () => setStep({ kind: "email" });

  if (step.kind === "email") {
    return (
      <EmailStep
        initialEmail={lastEmail}
        onSent={(email) => {
          setLastEmail(email);
          setStep({ kind: "code", email, sentAt: Date.now() });
        }}
      />
    );
  }
  if (step.kind === "code") {
    return (
      <CodeStep
        email={step.email}
        sentAt={step.sentAt}
        onVerified={(code) => setStep({ kind: "password", email: step.email, code })}
        onResent={(sentAt) => setStep({ ...step, sentAt })}
        onBack={restart}
      />
    );
  }
  return <PasswordStep email={step.email} code={step.code} onRestart={restart} />;
}
