import type { PracticeRole } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { forbidden, unauthenticated } from "./app-error";

/** A professional's place in a practice, as the route factory checks it against the role table. */
export interface PracticeSeat {
  practiceId: number;
  practiceName: string;
  role: PracticeRole;
  seesAllJobs: boolean;
}

/** Reads a person's seat from the database on each call, so a removed member loses access at once. */
export type PracticeSeatLookup = (userId: number) => Promise<PracticeSeat | null>;

/** Who is calling: set by the auth plugin from an open session. */
export interface Principal {
  userId: number;
  roleId: number;
  sessionId: string;
  /**
   * A professional or operator who must sign in with an authenticator app or a passkey, did not, and
   * whose grace is over: only calls marked `beforeSecondFactor` are open to them.
   */
  secondFactorBlocked?: boolean;
  /**
   * A professional's seat in their practice, read with the session on every call (so a member removed
   * mid-session loses access at once); null for a professional working alone, absent for the others.
   */
  practice?: PracticeSeat | null;
}

/**
 * A session, or 401. The route factory asks this for every call its endpoint table entry closes to
 * anonymous callers. Services ask it where a public call needs a person for one of its answers (a
 * professional's own profile).
 */
export function requireSignedIn(principal: Principal | null): Principal {
  if (!principal) throw unauthenticated();
  return principal;
}

/** `roles` are roleId codes: 1 taxpayer, 2 expert, 3 admin. A session of another role: 403. */
export function requireRole(principal: Principal | null, ...roles: readonly number[]): Principal {
  const signedIn = requireSignedIn(principal);
  if (!roles.includes(signedIn.roleId)) {
    throw forbidden(t("errors.roleForbidden"));
  }
  return signedIn;
}
