import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { useState } from "react";
import { errorDisplay } from "../../lib/form-rules";
import { identityApi } from "./api";
import { CodeCard } from "./CodeCard";
import { OtherAccountLink, OtherWays } from "./SecondStepParts";
import type { PendingSignIn } from "./sign-in-steps";
import { useStartSession } from "./use-sign-in-complete";

/** The second step with the authenticator app's code; a passkey or a recovery code below it when the person has them. */
export function AppCodeStep({
  step,
  onRecovery,
  onBack,
}: {
  step: PendingSignIn;
  onRecovery: () => void;
  onBack: () => void;
}) {
  const startSession = useStartSession();
  const [codeError, setCodeError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (code: string) => {
      const { token } = await identityApi.signInWithCode({
        email: step.email,
        code,
        ...(step.signInStep === undefined ? {} : { signInStep: step.signInStep }),
      });
      await startSession(token);
    },
    onError: (error) => setCodeError(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title={auth.secondStepTitle}
      lead={auth.appCodeLead}
      footer={<OtherAccountLink onBack={onBack} />}
      notice={null}
      label={auth.appCodeLabel}
      submitLabel={auth.verifyAndLogIn}
      submitting={verify.isPending}
      onSubmit={(code) => verify.mutate(code)}
      error={codeError}
      onClearError={() => setCodeError(null)}
    >
      <OtherWays step={step} passkey onRecovery={onRecovery} />
    </CodeCard>
  );
}
