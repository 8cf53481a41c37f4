import { useMutation } from "@tanstack/react-query";
import { validationTexts } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { TAXPAYER_ROLE } from "../../entities/account";
import { readPendingQuestionnaire, type SendAnswersState } from "../../entities/questionnaire";
import { errorDisplay } from "../../lib/form-rules";
import { bold, richText } from "../../lib/rich-text";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { CodeCard } from "./CodeCard";
import { clearSignUpDraft, markSignUpCodeSent, readSignUpDraft, type SignUpDraft } from "./signup-draft";
import { useStartSession } from "./use-sign-in-complete";

function NoDraft() {
  return (
    <AuthCard title={auth.startAgainTitle} lead={auth.startAgainText}>
      <div className="tl-auth-card__actions">
        <ButtonLink to="/signup/tax-payer" size="lg">
          {auth.backToSignUp}
        </ButtonLink>
      </div>
      <p className="tl-auth-card__footer">
        {auth.alreadyConfirmed} <Link to="/login">{auth.logIn}</Link>
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
      setNotice(formatPlain(auth.newCodeSent, { email: draft.email }));
    },
    onError: (error) => setMessage(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title={auth.confirmEmail}
      lead={richText(formatPlain(auth.confirmCodeSent, { email: draft.email }), bold)}
      footer={
        <>
          {auth.wrongAddress} <Link to="/signup/tax-payer">{auth.changeDetails}</Link>
        </>
      }
      message={message}
      notice={notice}
      label={auth.verificationCodeLabel}
      submitLabel={auth.verifyAndCreate}
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
  usePageTitle(auth.confirmEmail);
  const [draft] = useState(readSignUpDraft);
  return draft === null ? <NoDraft /> : <Verification draft={draft} />;
}
