import { useMutation } from "@tanstack/react-query";
import { signInRequestSchema } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/en/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Form, Input, Radio } from "antd";
import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import { FullScreenLoader } from "../../components/loaders/FullScreenLoader";
import { EXPERT_ROLE, homePathFor, TAXPAYER_ROLE, useCurrentUser } from "../../entities/account";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { liveToken } from "../../lib/use-session-token";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { CodeCard } from "./CodeCard";
import { useStartSession } from "./use-sign-in-complete";

type Audience = "client" | "pro";

const audiences: { value: Audience; label: string }[] = [
  { value: "client", label: "Client" },
  { value: "pro", label: "Tax professional" },
];

interface Credentials {
  email: string;
  password: string;
}

interface CodeStep extends Credentials {
  roleId: typeof TAXPAYER_ROLE | typeof EXPERT_ROLE;
  sentAt: number;
  /** Signing in again led back to the code sent moments ago: no new one was mailed. */
  codeAlreadySent: boolean;
}

const alreadySentNotice = (email: string) => formatPlain(auth.codeStillWorks, { email });

const unexpectedAnswer = auth.signInNotUnderstood;

function TwoFactorStep({
  step,
  onResent,
  onBack,
}: {
  step: CodeStep;
  onResent: (at: number) => void;
  onBack: () => void;
}) {
  const startSession = useStartSession();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() =>
    step.codeAlreadySent ? alreadySentNotice(step.email) : null,
  );

  const verify = useMutation({
    mutationFn: async (code: string) => {
      const { token } = await identityApi.signInWithCode({ email: step.email, code });
      await startSession(token);
    },
    onError: (error) => setCodeError(errorDisplay(error, []).message),
  });
  const resend = useMutation({
    mutationFn: () =>
      identityApi.signIn({ email: step.email, password: step.password, roleId: step.roleId, resend: true }),
    onSuccess: () => {
      setCodeError(null);
      setNotice(formatPlain(auth.newCodeSent, { email: step.email }));
      onResent(Date.now());
    },
    onError: (error) => setNotice(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title={auth.enterSignInCode}
      lead={
        <>
          For your security we sent a 6-digit code to <strong>{step.email}</strong>. Enter it to finish
          signing in.
        </>
      }
      footer={
        <Button type="link" onClick={onBack}>
          {auth.useDifferentAccount}
        </Button>
      }
      notice={notice}
      label="Sign-in code"
      submitLabel={auth.verifyAndLogIn}
      submitting={verify.isPending}
      onSubmitAttempt={() => setNotice(null)}
      onSubmit={(code) => verify.mutate(code)}
      error={codeError}
      onClearError={() => setCodeError(null)}
      sentAt={step.sentAt}
      resending={resend.isPending}
      onResend={() => resend.mutate()}
    />
  );
}

function CredentialsStep({ onCode }: { onCode: (step: CodeStep) => void }) {
  const [params] = useSearchParams();
  const [audience, setAudience] = useState<Audience>(params.get("as") === "pro" ? "pro" : "client");
  const [form] = Form.useForm<Credentials>();
  const [message, setMessage] = useState<string | null>(null);
  const { state } = useLocation();
  const registered = typeof state === "object" && state !== null && "registered" in state;
  const startSession = useStartSession();
  const roleId = audience === "pro" ? EXPERT_ROLE : TAXPAYER_ROLE;

  const signIn = useMutation({
    mutationFn: async (values: Credentials) => {
      const answer = await identityApi.signIn({
        email: values.email.trim(),
        password: values.password,
        roleId,
      });
      if (answer.token !== undefined) {
        await startSession(answer.token);
      } else if (answer.twoFactorAuthIsActive === true) {
        const codeAlreadySent = answer.codeAlreadySent === true;
        const sentAt = Date.now() - (codeAlreadySent ? (answer.codeSentSecondsAgo ?? 0) * 1000 : 0);
        onCode({ email: values.email.trim(), password: values.password, roleId, sentAt, codeAlreadySent });
      } else {
        throw new Error(unexpectedAnswer);
      }
    },
    onError: (error) => {
      const display = errorDisplay(error, ["email", "password"]);
      form.setFields(display.fields);
      setMessage(error.message === unexpectedAnswer ? unexpectedAnswer : display.message);
    },
  });

  return (
    <AuthCard
      title={auth.logInTitle}
      lead={auth.logInLead}
      footer={
        audience === "client" ? (
          <>
            {auth.newToTaxlane} <Link to="/signup/tax-payer">{auth.createAnAccount}</Link>
          </>
        ) : (
          <>
            {auth.newToTaxlane} <Link to="/signup/expert">{auth.joinAsProfessional}</Link>
          </>
        )
      }
    >
      {/* One radio group: one Tab stop, and the arrow keys move between the two. */}
      <Radio.Group
        block
        optionType="button"
        buttonStyle="solid"
        name="sign-in-as"
        aria-label={auth.signInAs}
        options={audiences}
        value={audience}
        onChange={(event) => {
          setAudience(event.target.value === "pro" ? "pro" : "client");
          setMessage(null);
        }}
        className="tl-login__audience"
      />
      <FormAlert message={message} />
      {registered && message === null && <FormAlert type="success" message={auth.accountReadyLogIn} />}
      <Form<Credentials>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: params.get("email") ?? "" }}
        onFinish={(values) => {
          setMessage(null);
          signIn.mutate(values);
        }}
        disabled={signIn.isPending}
      >
        <Form.Item name="email" label="E-mail" rules={[schemaRule(signInRequestSchema.shape.email)]}>
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[schemaRule(signInRequestSchema.shape.password)]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <div className="tl-auth-card__row tl-login__forgot">
          <Link to="/forgot-password">{auth.forgotPassword}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          Log in
        </Button>
      </Form>
    </AuthCard>
  );
}

function LoginFlow() {
  const [step, setStep] = useState<CodeStep | null>(null);
  usePageTitle(step === null ? "Log in" : "Sign-in code");
  if (step === null) return <CredentialsStep onCode={setStep} />;
  return (
    <TwoFactorStep
      step={step}
      onResent={(sentAt) => setStep({ ...step, sentAt, codeAlreadySent: false })}
      onBack={() => setStep(null)}
    />
  );
}

/**
 * /login: client or tax-professional sign-in, then the e-mailed code when two-factor is on
 * (`?as=pro` starts on the professionals' side, `?email=` types the e-mail in). A person already
 * signed in when the page opens goes to their home instead.
 */
export function LoginPage() {
  const [checking, setChecking] = useState(() => liveToken() !== null);
  const { token, data: user, isError } = useCurrentUser();
  const signedOut = token === null || isError;
  useEffect(() => {
    if (checking && signedOut) setChecking(false);
  }, [checking, signedOut]);
  if (checking && !signedOut) {
    return user === undefined ? <FullScreenLoader /> : <Navigate to={homePathFor(user.roleId)} replace />;
  }
  return <LoginFlow />;
}
