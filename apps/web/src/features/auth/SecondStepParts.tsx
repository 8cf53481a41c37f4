import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button, Divider } from "antd";
import { PasskeySignInButton } from "./PasskeySignIn";
import { passkeysAvailable } from "./passkey-browser";
import type { PendingSignIn } from "./sign-in-steps";

/** "Use a different account": back to the e-mail and password, as on every sign-in step. */
export function OtherAccountLink({ onBack }: { onBack: () => void }) {
  return (
    <Button type="link" onClick={onBack}>
      {auth.useDifferentAccount}
    </Button>
  );
}

/**
 * The other ways to finish under a step's own form: the passkey (when asked for, the person has one
 * and this browser can use it) and the link to a recovery code (when the person has codes).
 */
export function OtherWays({
  step,
  passkey,
  onRecovery,
}: {
  step: PendingSignIn;
  passkey: boolean;
  onRecovery: () => void;
}) {
  const showPasskey = passkey && step.factors.includes("passkey") && passkeysAvailable();
  const showRecovery = step.factors.includes("recovery");
  if (!showPasskey && !showRecovery) return null;
  return (
    <div className="tl-login__other-ways">
      {showPasskey && (
        <>
          <Divider plain>{auth.orSeparator}</Divider>
          <PasskeySignInButton label={auth.usePasskey} signInStep={step.signInStep} />
        </>
      )}
      {showRecovery && (
        <div className="tl-auth-card__row tl-login__recovery-link">
          <Button type="link" onClick={onRecovery}>
            {auth.useRecoveryCode}
          </Button>
        </div>
      )}
    </div>
  );
}
