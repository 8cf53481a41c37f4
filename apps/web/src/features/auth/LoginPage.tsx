import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { FullScreenLoader } from "../../components/loaders/FullScreenLoader";
import { homePathFor, useCurrentUser } from "../../entities/account";
import { liveToken } from "../../lib/use-session-token";
import { CredentialsStep } from "./CredentialsStep";
import { SecondStep } from "./SecondStep";
import type { PendingSignIn } from "./sign-in-steps";

function LoginFlow() {
  const [step, setStep] = useState<PendingSignIn | null>(null);
  const [returned, setReturned] = useState(false);
  if (step === null) return <CredentialsStep onSecondStep={setStep} focusEmail={returned} />;
  return (
    <SecondStep
      step={step}
      onResent={(sentAt, signInStep) => setStep({ ...step, sentAt, signInStep, codeAlreadySent: false })}
      onBack={() => {
        setReturned(true);
        setStep(null);
      }}
    />
  );
}

/**
 * /login: client or tax-professional sign-in, or a passkey alone; then the second step when
 * two-factor is on: the e-mailed code, the authenticator app's code, the passkey or a recovery code
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
