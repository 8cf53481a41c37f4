import { auth } from "@taxlane/contract/i18n/local/auth";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { usePageTitle } from "../../lib/use-page-title";
import { AppCodeStep } from "./AppCodeStep";
import { AuthCard } from "./AuthCard";
import { EmailCodeStep } from "./EmailCodeStep";
import { PasskeySignInButton } from "./PasskeySignIn";
import { passkeysAvailable } from "./passkey-browser";
import { RecoveryCodeStep } from "./RecoveryCodeStep";
import { OtherAccountLink, OtherWays } from "./SecondStepParts";
import { firstSecondStepView, type PendingSignIn, type SecondStepView } from "./sign-in-steps";

const pageTitles: Record<SecondStepView, string> = {
  email: auth.signInCodeLabel,
  app: auth.appCodeLabel,
  passkey: auth.usePasskey,
  recovery: auth.recoveryLabel,
};

/** The second step when the person has a passkey and no authenticator app. */
function PasskeyStep({
  step,
  onRecovery,
  onBack,
}: {
  step: PendingSignIn;
  onRecovery: () => void;
  onBack: () => void;
}) {
  const available = passkeysAvailable();
  return (
    <AuthCard
      title={auth.secondStepTitle}
      lead={auth.passkeyLead}
      footer={<OtherAccountLink onBack={onBack} />}
    >
      {available ? (
        <PasskeySignInButton label={auth.usePasskey} signInStep={step.signInStep} primary autoFocus />
      ) : (
        <FormAlert type="info" message={auth.passkeyUnavailableHere} />
      )}
      <OtherWays step={step} passkey={false} onRecovery={onRecovery} />
    </AuthCard>
  );
}

/**
 * The step after the password: the mailed code, the authenticator app's code or the passkey, as
 * the person's factors allow, and a recovery code as the way out of the last two.
 */
export function SecondStep({
  step,
  onResent,
  onBack,
}: {
  step: PendingSignIn;
  onResent: (at: number, signInStep: string | undefined) => void;
  onBack: () => void;
}) {
  const first = firstSecondStepView(step.factors);
  const [view, setView] = useState<SecondStepView>(first);
  usePageTitle(pageTitles[view]);
  const toRecovery = () => setView("recovery");

  if (view === "email") return <EmailCodeStep step={step} onResent={onResent} onBack={onBack} />;
  if (view === "app") return <AppCodeStep step={step} onRecovery={toRecovery} onBack={onBack} />;
  if (view === "passkey") return <PasskeyStep step={step} onRecovery={toRecovery} onBack={onBack} />;
  return (
    <RecoveryCodeStep
      step={step}
      onOtherWays={first === "recovery" ? undefined : () => setView(first)}
      onBack={onBack}
    />
  );
}
