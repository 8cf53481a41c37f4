import { useMutation } from "@tanstack/react-query";
import { appTexts, forgotPasswordRequestSchema, validationTexts } from "@taxlane/contract";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../../../lib/use-page-title";
import { DevMailboxHint } from "../../dev-mail/components/DevMailboxHint";
import { identityApi } from "../api/identity-api";
import { codeOf, emptyCode, isCodeComplete } from "../code-input-logic";
import { AuthCard } from "../components/AuthCard";
import { CodeInput } from "../components/CodeInput";
import { FormAlert } from "../components/FormAlert";
import { RESEND_COOLDOWN_MS, useSecondsLeft } from "../cooldown";
import { errorDisplay, schemaRule } from "../form-rules";
import { NewPasswordFields } from "./NewPasswordFields";

type Step =
  | { kind: "email" }
  | { kind: "code"; email: string; sentAt: number }
  | { kind: "password"; email: string; code: string };

const backToLogin = (
  <>
    Remembered it? <Link to="/login">Back to log in</Link>
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
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your account. We will send you a code and a link to set a new password."
      footer={backToLogin}
    >
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
        <Form.Item name="email" label="E-mail" rules={[schemaRule(forgotPasswordRequestSchema.shape.email)]}>
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
          Send reset e-mail
        </Button>
      </Form>
    </AuthCard>
  );
}

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
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; type: "success" | "error" }>({
    text: appTexts.emailSent,
    type: "success",
  });
  const left = useSecondsLeft(sentAt + RESEND_COOLDOWN_MS);

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
      setDigits(emptyCode());
      setCodeError(null);
      setNotice({ text: appTexts.emailSent, type: "success" });
      onResent(Date.now());
    },
    onError: (error) => setNotice({ text: errorDisplay(error, []).message ?? "", type: "error" }),
  });

  return (
    <AuthCard
      title="Check your e-mail"
      lead={
        <>
          Enter the 6-digit code we sent to <strong>{email}</strong>, or open the link in that e-mail.
        </>
      }
      footer={
        <Button type="link" onClick={onBack}>
          Use a different e-mail
        </Button>
      }
    >
      <FormAlert message={notice.text} type={notice.type} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isCodeComplete(digits)) {
            setCodeError(validationTexts.invalidCode);
            return;
          }
          setCodeError(null);
          verify.mutate(codeOf(digits));
        }}
      >
        <CodeInput
          label="Reset code"
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setCodeError(null);
          }}
          error={codeError}
          autoFocus
        />
        <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
          Continue
        </Button>
      </form>
      <DevMailboxHint />
      <div className="tl-auth-card__row tl-auth-card__resend">
        <span>Didn&apos;t get the e-mail?</span>
        <Button onClick={() => resend.mutate()} disabled={left > 0} loading={resend.isPending}>
          {left > 0 ? `Resend in ${left} s` : "Resend e-mail"}
        </Button>
      </div>
    </AuthCard>
  );
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

function PasswordStep({ email, code, onRestart }: { email: string; code: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [message, setMessage] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (values: PasswordValues) =>
      identityApi.resetPassword({ email, validationCode: code, ...values }),
    onSuccess: () => navigate("/congrats-reset-password", { replace: true }),
    onError: (error) => {
      const display = errorDisplay(error, ["password", "confirmPassword"]);
      form.setFields(display.fields);
      setMessage(display.message);
    },
  });
  return (
    <AuthCard
      title="Set a new password"
      lead={
        <>
          Choose a new password for <strong>{email}</strong>. Every device signed in to this account will be
          signed out.
        </>
      }
      footer={
        <Button type="link" onClick={onRestart}>
          Start again
        </Button>
      }
    >
      <FormAlert message={message} />
      <Form<PasswordValues>
        form={form}
        name="reset"
        layout="vertical"
        disabled={reset.isPending}
        onFinish={(values) => {
          setMessage(null);
          reset.mutate(values);
        }}
      >
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          Reset password
        </Button>
      </Form>
    </AuthCard>
  );
}

/** /forgot-password: the e-mail, then the code from it (or its link), then the new password. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ kind: "email" });
  const [lastEmail, setLastEmail] = useState<string | undefined>();
  usePageTitle(
    step.kind === "email" ? "Forgot password" : step.kind === "code" ? "Reset code" : "New password",
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
