import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button } from "antd";
import { useState } from "react";
import { errorDisplay } from "../../lib/form-rules";
import { bold, richText } from "../../lib/rich-text";
import { identityApi } from "./api";
import { CodeCard } from "./CodeCard";
import type { PendingSignIn } from "./sign-in-steps";
import { useStartSession } from "./use-sign-in-complete";

const alreadySentNotice = (email: string) => formatPlain(auth.codeStillWorks, { email });

/** The second step by e-mail: the mailed 6-digit code, with a resend that waits out the limit. */
export function EmailCodeStep({
  step,
  onResent,
  onBack,
}: {
  step: PendingSignIn;
  /** Another code was mailed; a new password step may come with a new `signInStep`. */
  onResent: (at: number, signInStep: string | undefined) => void;
  onBack: () => void;
}) {
  const startSession = useStartSession();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() =>
    step.codeAlreadySent ? alreadySentNotice(step.email) : null,
  );

  const verify = useMutation({
    mutationFn: async (code: string) => {
      const { token, secondFactorGraceBegan } = await identityApi.signInWithCode({
        email: step.email,
        code,
        ...(step.signInStep === undefined ? {} : { signInStep: step.signInStep }),
      });
      await startSession(token, { secondFactorGraceBegan });
    },
    onError: (error) => setCodeError(errorDisplay(error, []).message),
  });
  const resend = useMutation({
    mutationFn: () =>
      identityApi.signIn({ email: step.email, password: step.password, roleId: step.roleId, resend: true }),
    onSuccess: (answer) => {
      setCodeError(null);
      setNotice(formatPlain(auth.newCodeSent, { email: step.email }));
      onResent(Date.now(), answer.signInStep ?? step.signInStep);
    },
    onError: (error) => setNotice(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title={auth.enterSignInCode}
      lead={richText(formatPlain(auth.signInCodeSent, { email: step.email }), bold)}
      footer={
        <Button type="link" onClick={onBack}>
          {auth.useDifferentAccount}
        </Button>
      }
      notice={notice}
      label={auth.signInCodeLabel}
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
