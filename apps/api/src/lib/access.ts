import { t } from "@taxlane/contract/i18n";
import { forbidden, notFound, unauthenticated } from "./app-error";

/** Who is calling: set by the auth plugin from an open session. */
export interface Principal {
  userId: number;
  roleId: number;
  sessionId: string;
}

/** Every service call that needs a person starts here. */
export function requireSignedIn(principal: Principal | null): Principal {
  if (!principal) throw unauthenticated();
  return principal;
}

/** `roles` are roleId codes: 1 taxpayer, 2 expert, 3 admin. */
export function requireRole(principal: Principal | null, ...roles: readonly number[]): Principal {
  const signedIn = requireSignedIn(principal);
  if (!roles.includes(signedIn.roleId)) {
    throw forbidden(t("errors.roleForbidden"));
  }
  return signedIn;
}

/**
 * For a thing that belongs to someone: a stranger learns only that it does not exist (404), so ids
 * cannot be probed.
 */
export function requireOwnership(principal: Principal | null, ownerUserId: number | null): Principal {
  const signedIn = requireSignedIn(principal);
  if (ownerUserId === null || ownerUserId !== signedIn.userId) throw notFound();
  return signedIn;
}

/** For a thing shared by several people (a chat, a job): only they may see it. */
export function requireParticipant(
  principal: Principal | null,
  participantUserIds: readonly number[],
): Principal {
  const signedIn = requireSignedIn(principal);
  if (!participantUserIds.includes(signedIn.userId)) throw notFound();
  return signedIn;
}
