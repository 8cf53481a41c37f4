import { type CurrentUser, type RoleId, SECOND_FACTOR_GRACE_DAYS } from "@taxlane/contract";
import { ADMIN_ROLE, EXPERT_ROLE } from "../../entities/account";

/** The person's security page (second factors, signed-in devices), in their own area. */
export function securityPathFor(roleId: RoleId): string {
  if (roleId === EXPERT_ROLE) return "/expert/security";
  if (roleId === ADMIN_ROLE) return "/admin/security";
  return "/user/security";
}

/** A grace that ends this close to its full length began with the sign-in that just happened. */
const fullGraceMs = SECOND_FACTOR_GRACE_DAYS * 24 * 60 * 60_000 - 10 * 60_000;

/**
 * Where a sign-in leads a professional or operator who has neither an authenticator app nor a
 * passkey yet: their security page, opening its set-up (`?setup=1`), on the sign-in that began their
 * grace and once the grace is over; `null` for everyone else. Within the grace the areas' banner
 * reminds them instead, so a day's sign-ins do not each stop at the set-up.
 */
export function setupPathAfterSignIn(
  user: Pick<CurrentUser, "roleId" | "secondFactor">,
  now: number = Date.now(),
): string | null {
  const status = user.secondFactor;
  if (user.roleId !== EXPERT_ROLE && user.roleId !== ADMIN_ROLE) return null;
  if (status === undefined || !status.required || status.hasStrongFactor) return null;
  const graceBegan = status.dueAt !== null && Date.parse(status.dueAt) - now >= fullGraceMs;
  if (!graceBegan && !status.blocked) return null;
  return `${securityPathFor(user.roleId)}?setup=1`;
}
