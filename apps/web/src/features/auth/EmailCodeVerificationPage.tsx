import { useMutation } from "@tanstack/react-query";
import { validationTexts } from "@taxlane/contract";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { TAXPAYER_ROLE } from "../../entities/account";
import { readPendingQuestionnaire, type SendAnswersState } from "../../entities/questionnaire";
import { errorDisplay } from "../../lib/form-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { CodeCard } from "./CodeCard";
import { clearSignUpDraft, markSignUpCodeSent, readSignUpDraft, type SignUpDraft } from "./signup-draft";
import { useStartSession } from "./use-sign-in-complete";

function NoDraft() {
  return (
    <AuthCard
      title="Please start your sign-up again"
      lead="We could not find the details of your sign-up. For your security they are kept only while this page stays open, so reloading it or opening it in a new tab forgets them."
    >
      <div className="tl-auth-card__actions">
        <ButtonLink to="/signup/tax-payer" size="lg">
          Back to sign-up
        </ButtonLink>
      </div>
      <p className="tl-auth-card__footer">
        Already confirmed your address? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}

function Verification({ draft }: { draft: SignUpDraft }) {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(draft.codeSentAt);

  const register = useMutation({
    mutationFn: async (code: string) => {
      await identityApi.registerTaxpayer({
        email: draft.email,
        phoneNumber: draft.phoneNumber,
        password: draft.password,
        firstName: draft.firstName,
        lastName: draft.lastName,
        mayCallDirectly: draft.mayCallDirectly,
        agreePrivacyPolicy: true,
        timeZone: draft.timeZone,
        emailValidationCode: code,
      });
      clearSignUpDraft();
      try {
        const answer = await identityApi.signIn({
          email: draft.email,
          password: draft.password,
          roleId: TAXPAYER_ROLE,
        });
        if (answer.token === undefined) return false;
        await startSession(answer.token, { navigate: false });
        return true;
      } catch {
        // The account exists; the person signs in on the login page.
        return false;
      }
    },
    onSuccess: (signedIn) => {
      if (!signedIn) {
        navigate("/login", { replace: true, state: { registered: true } });
      } else if (readPendingQuestionnaire() !== null) {
        // Answers given before sign-up go out now that the account exists; the wizard sends them,
        // shows any failure with a retry, then the fun-fact gift.
        const state: SendAnswersState = { sendAnswers: true };
        navigate("/get-started", { replace: true, state });
      } else {
        navigate("/signup/confirmation", { replace: true });
      }
    },
    onError: (error) => {
      const display = errorDisplay(error, ["emailValidationCode", "code"]);
      const onCode =
        display.fields[0]?.errors[0] ??
        (display.message === validationTexts.invalidCode ? display.message : undefined);
      setCodeError(onCode ?? null);
      setMessage(display.message === onCode ? null : display.message);
    },
  });

  const resend = useMutation({
    mutationFn: () => identityApi.sendEmailValidationCode(draft.email),
    onSuccess: () => {
      const at = Date.now();
      markSignUpCodeSent(at);
      setSentAt(at);
      setCodeError(null);
      setNotice(`We sent a new code to ${draft.email}.`);
    },
    onError: (error) => setMessage(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title="Confirm your e-mail"
      lead={
        <>
          We sent a 6-digit code to <strong>{draft.email}</strong>. Enter it to confirm your address and
          create your account.
        </>
      }
      footer={
        <>
          Wrong address? <Link to="/signup/tax-payer">Change your details</Link>
        </>
      }
      message={message}
      notice={notice}
      label="Verification code"
      submitLabel="Verify and create account"
      submitting={register.isPending}
      onSubmitAttempt={() => {
        setMessage(null);
        setNotice(null);
      }}
      onSubmit={(code) => register.mutate(code)}
      error={codeError}
      onClearError={() => setCodeError(null)}
      sentAt={sentAt}
      resending={resend.isPending}
      onResend={() => resend.mutate()}
    />
  );
}

/** /email-code-verification: the 6-digit code that confirms a new taxpayer's e-mail address. */
export function EmailCodeVerificationPage() {
  usePageTitle("Confirm your e-mail");
  const [draft] = useState(readSignUpDraft);
  return draft === null ? <NoDraft /> : <Verification draft={draft} />;
}
