import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  WebAuthnCredential,
} from "@simplewebauthn/server";
import type { PasskeySignInRequest } from "@taxlane/contract";
import type { PasskeyRow } from "./passkeys.repository";

/** How long a browser has to answer a passkey ceremony's challenge. */
export const passkeyChallengeLifetimeMs = 5 * 60_000;

/** The site passkeys are made for: the host people reach the app at, and the exact origin their browser reports. */
export interface RelyingParty {
  rpID: string;
  rpName: string;
  origin: string;
}

/**
 * The relying party from the app's public address: a passkey is bound to its host name, so one made
 * on another address (a copy of the site, a phishing page) never signs in here.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, rpName: "Taxlane", origin: url.origin };
}

/** The transports WebAuthn names; anything else a client sends is dropped. */
const transportNames = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
export type Transport = (typeof transportNames)[number];
const isTransport = (value: unknown): value is Transport => transportNames.some((name) => name === value);

/** The transports as stored (comma-separated), for the browser to try first. */
export const transportsOf = (stored: string): Transport[] => stored.split(",").filter(isTransport);

/** The transports the browser reported, keeping only names WebAuthn defines. */
export const reportedTransports = (value: unknown): Transport[] =>
  Array.isArray(value) ? value.filter(isTransport) : [];

/** A stored passkey as the WebAuthn library checks an assertion against it. */
export const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credentialId,
  publicKey: new Uint8Array(row.publicKey),
  counter: row.signCount,
  transports: transportsOf(row.transports),
});

type CredentialResponse = PasskeySignInRequest["response"];

// The contract bounds the answer's outer shape only; its inner fields are read here as text, and an
// empty or missing one fails the library's own checks with a clear refusal instead of a crash.
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const inner = (answer: CredentialResponse): Record<string, unknown> => answer.response;

/** The fields both ceremonies' answers share, around their own `response`. */
const envelope = <R>(answer: CredentialResponse, response: R) => ({
  id: answer.id,
  rawId: answer.rawId,
  type: answer.type,
  clientExtensionResults: {},
  response,
});

/** The browser's answer to `navigator.credentials.create()`, as the library reads it. */
export function registrationAnswerOf(answer: CredentialResponse): RegistrationResponseJSON {
  const fields = inner(answer);
  return envelope(answer, {
    clientDataJSON: text(fields.clientDataJSON),
    attestationObject: text(fields.attestationObject),
    transports: reportedTransports(fields.transports),
  });
}

/** The browser's answer to `navigator.credentials.get()`, as the library reads it. */
export function assertionAnswerOf(answer: CredentialResponse): AuthenticationResponseJSON {
  const fields = inner(answer);
  const userHandle = typeof fields.userHandle === "string" ? fields.userHandle : undefined;
  return envelope(answer, {
    clientDataJSON: text(fields.clientDataJSON),
    authenticatorData: text(fields.authenticatorData),
    signature: text(fields.signature),
    ...(userHandle === undefined ? {} : { userHandle }),
  });
}
