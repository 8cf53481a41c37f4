import type { SecondFactorKind } from "@taxlane/contract";
import type { EXPERT_ROLE, TAXPAYER_ROLE } from "../../entities/account";

export interface Credentials {
  email: string;
  password: string;
}

/** A password accepted, waiting for its second step. */
export interface PendingSignIn extends Credentials {
  roleId: typeof TAXPAYER_ROLE | typeof EXPERT_ROLE;
  /** The sign-in's handle, sent back with the code, recovery code or passkey (absent from older servers). */
  signInStep: string | undefined;
  /** The second steps this person may take. */
  factors: readonly SecondFactorKind[];
  /** When the mailed code was sent (ms since the epoch); unused when no code was mailed. */
  sentAt: number;
  /** Signing in again led back to the code sent moments ago: no new one was mailed. */
  codeAlreadySent: boolean;
}

/** How the second step is taken on the page: each has its own card. */
export type SecondStepView = "email" | "app" | "passkey" | "recovery";

/**
 * The card the second step opens on: the authenticator app when there is one, else the passkey,
 * else the mailed code (also when the server names no factors, as older servers do). A recovery
 * code is only ever the way out of the app or passkey card, unless it is all that is left.
 */
export function firstSecondStepView(factors: readonly SecondFactorKind[]): SecondStepView {
  if (factors.includes("totp")) return "app";
  if (factors.includes("passkey")) return "passkey";
  if (factors.length === 0 || factors.includes("email")) return "email";
  return factors.includes("recovery") ? "recovery" : "email";
}
