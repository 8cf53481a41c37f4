import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button, Divider, Form, Input, Radio } from "antd";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import { EXPERT_ROLE, TAXPAYER_ROLE } from "../../entities/account";
import { errorDisplay } from "../../lib/form-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { PasskeySignInButton } from "./PasskeySignIn";
import { passkeysAvailable } from "./passkey-browser";
import { signInRules, usePreparedSignInRules } from "./sign-in-rules";
import type { Credentials, PendingSignIn } from "./sign-in-steps";
import { useStartSession } from "./use-sign-in-complete";

type Audience = "client" | "pro";

const audiences: { value: Audience; label: string }[] = [
  { value: "client", label: auth.audienceClient },
  { value: "pro", label: auth.audienceProfessional },
];

const unexpectedAnswer = auth.signInNotUnderstood;

/**
 * The first step: client or professional, e-mail and password; or a passkey alone, where the
 * browser can use one.
 */
export function CredentialsStep({
  onSecondStep,
  focusEmail = false,
}: {
  onSecondStep: (step: PendingSignIn) => void;
  /** Back from a second step ("Use a different account"): the e-mail field takes the focus. */
  focusEmail?: boolean;
}) {
  usePageTitle(auth.logIn);
  usePreparedSignInRules();
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
        await startSession(answer.token, { secondFactorGraceBegan: answer.secondFactorGraceBegan });
      } else if (answer.twoFactorAuthIsActive === true) {
        const codeAlreadySent = answer.codeAlreadySent === true;
        const sentAt = Date.now() - (codeAlreadySent ? (answer.codeSentSecondsAgo ?? 0) * 1000 : 0);
        onSecondStep({
          email: values.email.trim(),
          password: values.password,
          roleId,
          signInStep: answer.signInStep,
          factors: answer.secondFactors ?? [],
          sentAt,
          codeAlreadySent,
        });
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
        <Form.Item name="email" label={auth.emailLabel} rules={[signInRules.email]}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            size="large"
            // Back from a second step, the focus would otherwise be lost with the card that held it.
            autoFocus={focusEmail}
          />
        </Form.Item>
        <Form.Item name="password" label={auth.passwordLabel} rules={[signInRules.password]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <div className="tl-auth-card__row tl-login__forgot">
          <Link to="/forgot-password">{auth.forgotPassword}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          {auth.logIn}
        </Button>
      </Form>
      {passkeysAvailable() && (
        <>
          <Divider plain>{auth.orSeparator}</Divider>
          <PasskeySignInButton label={auth.signInWithPasskey} />
        </>
      )}
    </AuthCard>
  );
}
