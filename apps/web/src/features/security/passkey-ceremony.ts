/**
 * Creating a passkey in the browser: the server's options go to `startRegistration`
 * (@simplewebauthn/browser) and its answer back in the shape the contract takes; the browser's
 * refusals become words a person can act on.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import type { PasskeyOptions, RegisterPasskeyRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/** The browser can create passkeys at all (an old browser, or a page outside a secure context, cannot). */
export function browserMakesPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The contract carries the options as loose JSON (the server made them with @simplewebauthn/server);
 * the fields the browser library reads first are checked before they are handed to it.
 */
function isCreationOptions(
  options: Record<string, unknown>,
): options is Record<string, unknown> & PublicKeyCredentialCreationOptionsJSON {
  return (
    typeof options.challenge === "string" &&
    isRecord(options.rp) &&
    isRecord(options.user) &&
    Array.isArray(options.pubKeyCredParams)
  );
}

/** The browser's answer as the contract's request body. */
function responseBody(credential: RegistrationResponseJSON): RegisterPasskeyRequest["response"] {
  return {
    ...credential,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
    type: "public-key",
  };
}

/** A refusal raised in the browser (the person cancelled, the passkey exists) rather than by the server. */
export class PasskeyCeremonyError extends Error {}

/** Asks the browser to create a passkey from `options`; resolves to the body of RegisterPasskey. */
export async function createPasskey(options: PasskeyOptions, name: string): Promise<RegisterPasskeyRequest> {
  if (!isCreationOptions(options.options)) throw new PasskeyCeremonyError(t("securityPage.passkeyCancelled"));
  try {
    const credential = await startRegistration({ optionsJSON: options.options });
    return { challengeId: options.challengeId, name, response: responseBody(credential) };
  } catch (error) {
    if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      throw new PasskeyCeremonyError(t("securityPage.passkeyAlreadyHere"));
    }
    // Cancelled, timed out, or refused by the device: nothing was created, and trying again is the way on.
    throw new PasskeyCeremonyError(t("securityPage.passkeyCancelled"));
  }
}
