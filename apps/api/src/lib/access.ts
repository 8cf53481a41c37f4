import { t } from "@taxlane/contract/i18n";
import { forbidden, unauthenticated } from "./app-error";

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
