import type { RoleId } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";

/**
 * Role codes as plain numbers: importing the contract's code tables would bring zod
 * into the public pages' bundle, so only their type is imported here.
 */
export const TAXPAYER_ROLE = 1 satisfies RoleId;
export const EXPERT_ROLE = 2 satisfies RoleId;
export const ADMIN_ROLE = 3 satisfies RoleId;

export const TAXPAYER_HOME = "/user/quotes";
export const EXPERT_HOME = "/expert/requests";
export const ADMIN_HOME = "/admin";

/** Where a person lands after signing in when no other page is waiting for them. */
export function homePathFor(roleId: RoleId): string {
  if (roleId === TAXPAYER_ROLE) return TAXPAYER_HOME;
  if (roleId === EXPERT_ROLE) return EXPERT_HOME;
  if (roleId === ADMIN_ROLE) return ADMIN_HOME;
  return "/";
}

/** The person's profile page (built with the profiles issue). */
export function profilePathFor(roleId: RoleId): string {
  if (roleId === TAXPAYER_ROLE) return "/user/profile";
  if (roleId === EXPERT_ROLE) return "/expert/profile";
  return "/";
}

/** The label of the person's main page in menus. */
export function homeLabelFor(roleId: RoleId): string {
  if (roleId === TAXPAYER_ROLE) return auth.homeMyQuotes;
  if (roleId === EXPERT_ROLE) return auth.homeMyRequests;
  if (roleId === ADMIN_ROLE) return auth.homeOperatorConsole;
  return auth.homeHome;
}
