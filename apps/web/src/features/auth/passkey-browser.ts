import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from "@simplewebauthn/browser";
import type { PasskeySignInRequest } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";

/** The browser can use passkeys at all (WebAuthn is there). */
export function passkeysAvailable(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** The browser's passkey prompt ended without an answer: closed, cancelled, or timed out. */
export class PasskeyPromptClosed extends Error {
  override readonly name = "PasskeyPromptClosed";
}

/** The browser refused for another reason (no passkey for this site, an unsupported device). */
export class PasskeyUnavailable extends Error {
  override readonly name = "PasskeyUnavailable";
}

/**
 * Browsers report a closed prompt as NotAllowedError (WebAuthn gives no other sign, so that the
 * site cannot tell "no passkey" from "cancelled"), and an aborted one as AbortError.
 */
function wasClosed(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

/**
 * Asks the browser to sign the server's challenge with a passkey. `options` is the JSON the
 * server's WebAuthn library made; it is checked here only for the challenge the browser needs,
 * as the server checks every field of the answer.
 */
export async function askForPasskey(
  options: Readonly<Record<string, unknown>>,
): Promise<PasskeySignInRequest["response"]> {
  if (typeof options.challenge !== "string") throw new PasskeyUnavailable(auth.passkeyFailed);
  try {
    const answer = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    // Copied into plain objects: the contract's shape is an open record, the library's a closed interface.
    return { ...answer, response: { ...answer.response } };
  } catch (error) {
    if (wasClosed(error)) throw new PasskeyPromptClosed(auth.passkeyCancelled, { cause: error });
    throw new PasskeyUnavailable(auth.passkeyFailed, { cause: error });
  }
}
