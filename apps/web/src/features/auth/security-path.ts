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
 * passkey yet: their security page, opening its set-up (`?setup=1`); `null` for everyone else.
 */
export function setupPathAfterSignIn(user: Pick<CurrentUser, "roleId" | "secondFactor">): string | null {
  const status = user.secondFactor;
  if (user.roleId !== EXPERT_ROLE && user.roleId !== ADMIN_ROLE) return null;
  if (status === undefined || !status.required || status.hasStrongFactor) return null;
  return `${securityPathFor(user.roleId)}?setup=1`;
}
