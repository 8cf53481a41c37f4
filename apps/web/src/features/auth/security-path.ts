import type { CurrentUser, RoleId } from "@taxlane/contract";
import { ADMIN_ROLE, EXPERT_ROLE } from "../../entities/account";

/** The person's security page (second factors, signed-in devices), in their own area. */
export function securityPathFor(roleId: RoleId): string {
  if (roleId === EXPERT_ROLE) return "/expert/security";
  if (roleId === ADMIN_ROLE) return "/admin/security";
  return "/user/security";
}

/**
 * Where a sign-in leads a professional or operator who has neither an authenticator app nor a
 * passkey yet: their security page, opening its set-up (`?setup=1`), on the sign-in that began their
 * grace (the server says so with the token) and once the grace is over; `null` for everyone else. Within the grace the areas' banner
 * reminds them instead, so a day's sign-ins do not each stop at the set-up.
 */
export function setupPathAfterSignIn(
  user: Pick<CurrentUser, "roleId" | "secondFactor">,
  graceBegan: boolean,
): string | null {
  const status = user.secondFactor;
  if (user.roleId !== EXPERT_ROLE && user.roleId !== ADMIN_ROLE) return null;
  if (status === undefined || !status.required || status.hasStrongFactor) return null;
  if (!graceBegan && !status.blocked) return null;
  return `${securityPathFor(user.roleId)}?setup=1`;
}
