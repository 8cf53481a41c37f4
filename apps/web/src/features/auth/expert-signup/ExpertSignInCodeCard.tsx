import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { useState } from "react";
import { EXPERT_ROLE } from "../../../entities/account";
import { errorDisplay } from "../../../lib/form-rules";
import { bold, richText } from "../../../lib/rich-text";
import { identityApi } from "../api";
import { CodeCard } from "../CodeCard";
import { useStartSession } from "../use-sign-in-complete";

interface ExpertSignInCodeCardProps {
  email: string;
  password: string;
  sentAt: number;
  onResent: (at: number) => void;
  onSignedIn: () => void;
}

/**
 * The account exists, and tax professionals always sign in with a mailed code: when the server did
 * not open a session with the registration, this asks for that sign-in code.
 */
export function ExpertSignInCodeCard({
  email,
  password,
  sentAt,
  onResent,
  onSignedIn,
}: ExpertSignInCodeCardProps) {
  const startSession = useStartSession();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const verify = useMutation({
    mutationFn: async (code: string) => {
      const { token } = await identityApi.signInWithCode({ email, code });
      await startSession(token, { navigate: false });
    },
    onSuccess: onSignedIn,
    onError: (error) => setCodeError(errorDisplay(error, []).message),
  });
  const resend = useMutation({
    mutationFn: () => identityApi.signIn({ email, password, roleId: EXPERT_ROLE, resend: true }),
    onSuccess: () => {
      setCodeError(null);
      setNotice(formatPlain(auth.newCodeSent, { email }));
      onResent(Date.now());
    },
    onError: (error) => setNotice(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title={auth.accountReadySignIn}
      lead={richText(formatPlain(auth.expertSignInCodeSent, { email }), bold)}
      notice={notice}
      label={auth.signInCodeLabel}
      submitLabel={auth.verifyAndLogIn}
      submitting={verify.isPending}
      onSubmitAttempt={() => setNotice(null)}
      onSubmit={(code) => verify.mutate(code)}
      error={codeError}
      onClearError={() => setCodeError(null)}
      sentAt={sentAt}
      resending={resend.isPending}
      onResend={() => resend.mutate()}
    />
  );
}
