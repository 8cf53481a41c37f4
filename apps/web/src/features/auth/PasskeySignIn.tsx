import { KeyOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { isApiError } from "../../lib/api-client";
import { identityApi } from "./api";
import { askForPasskey, PasskeyPromptClosed } from "./passkey-browser";
import { useStartSession } from "./use-sign-in-complete";

interface Outcome {
  type: "info" | "error";
  message: string;
}

/** A closed prompt is the person's choice, said calmly; the server's refusals in its own words. */
function outcomeOf(error: unknown): Outcome {
  if (error instanceof PasskeyPromptClosed) return { type: "info", message: auth.passkeyCancelled };
  if (isApiError(error)) return { type: "error", message: error.message };
  return { type: "error", message: auth.passkeyFailed };
}

interface PasskeySignInButtonProps {
  label: string;
  /** The sign-in whose second step this is; left out, the passkey alone signs in. */
  signInStep?: string | undefined;
  primary?: boolean;
  autoFocus?: boolean;
}

/**
 * Signs in with a passkey: the server's challenge, the browser's prompt, the signed answer, then the
 * session opens and the person goes on as after any sign-in.
 */
export function PasskeySignInButton({
  label,
  signInStep,
  primary = false,
  autoFocus = false,
}: PasskeySignInButtonProps) {
  const startSession = useStartSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signIn = useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await identityApi.passkeyOptions(signInStep);
      const response = await askForPasskey(options);
      const { token } = await identityApi.passkeySignIn({ challengeId, response });
      await startSession(token);
    },
    onMutate: () => setOutcome(null),
    onError: (error) => setOutcome(outcomeOf(error)),
  });

  return (
    <div className="tl-login__passkey">
      <FormAlert message={outcome?.message} type={outcome?.type} />
      <Button
        type={primary ? "primary" : "default"}
        block
        size="large"
        icon={<KeyOutlined aria-hidden="true" />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
        autoFocus={autoFocus}
      >
        {label}
      </Button>
    </div>
  );
}
