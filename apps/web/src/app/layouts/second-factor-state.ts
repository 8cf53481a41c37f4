import type { SecondFactorStatus } from "@taxlane/contract";

/**
 * What the signed-in areas show about the authenticator app or passkey a role must use:
 * - `fine`: nothing (not required, or this session used one);
 * - `due`: the grace runs and the account has none yet: a banner with the date and "Set it up";
 * - `stale`: the account has one but this session was opened without it: a banner to sign in again;
 * - `blocked`/`blockedStale`: the grace is over: the area's pages give way to a full-page message.
 */
export type SecondFactorState = "fine" | "due" | "stale" | "blocked" | "blockedStale";

export function secondFactorState(status: SecondFactorStatus | undefined): SecondFactorState {
  if (status === undefined || !status.required || status.satisfied) return "fine";
  if (status.blocked) return status.hasStrongFactor ? "blockedStale" : "blocked";
  return status.hasStrongFactor ? "stale" : "due";
}
