import {
  type Endpoint,
  type EndpointAccess,
  type PracticeCapability,
  practiceCapabilityOf,
  practiceCapabilityTexts,
  practiceRoleMay,
  practiceRoleTexts,
  RoleId,
  roleLabels,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type PracticeSeat, type Principal, requireRole, requireSignedIn } from "./access";
import { AppError, forbidden } from "./app-error";

/**
 * What a handler's request holds of its caller: a non-null principal for every call the table closes
 * to anonymous callers; a public call's handler reads `request.principal` as it may be (`null`).
 */
export type CallerOf<E extends Endpoint> = E["access"] extends "public"
  ? unknown
  : { readonly principal: Principal };

/**
 * Lets a call through or refuses it as its entry declares: no session, 401; a signed-in person of
 * another role, 403 — the same errors and texts the services gave when each checked for itself.
 */
export function assertAdmitted<E extends Endpoint, R extends { principal: Principal | null }>(
  endpoint: E,
  request: R,
): asserts request is R & CallerOf<E> {
  const { access } = endpoint;
  if (access === "public") return;
  const caller =
    access === "signedIn" || "signedIn" in access
      ? requireSignedIn(request.principal)
      : requireRole(request.principal, ...access.roles);
  if (caller.secondFactorBlocked && endpoint.beforeSecondFactor !== true) {
    throw new AppError("SECOND_FACTOR_REQUIRED", t("errors.secondFactorRequired"));
  }
}

/**
 * A professional who is a member of a practice must hold the capability the entry names, as the role
 * table (`codes-practices.ts`) gives it to their role: 403 naming what the role does not include. One
 * in no practice works alone and passes. Asked after `assertAdmitted`, before the schema reads the
 * request; the seat was read with the caller's session on this call (`plugins/auth.ts`), never kept.
 */
export function assertPracticeAllows(endpoint: Endpoint, caller: Principal | null): void {
  const capability = practiceCapabilityOf(endpoint.access);
  if (capability === undefined || caller === null || caller.roleId !== RoleId.expert) return;
  const seat = caller.practice ?? null;
  if (seat === null || practiceRoleMay(seat.role, capability, seat.seesAllJobs)) return;
  throw practiceRoleRefusal(seat, capability);
}

/** 403 naming the practice, the member's role and what the role does not include. */
export function practiceRoleRefusal(seat: PracticeSeat, capability: PracticeCapability): AppError {
  return forbidden(
    t("practices.roleCannot", {
      practice: seat.practiceName,
      role: practiceRoleTexts[seat.role].name,
      what: practiceCapabilityTexts[capability].what,
    }),
  );
}

/** The access in words, as the OpenAPI document shows it: "Signed in: Taxpayer or Expert". */
export function describeAccess(access: EndpointAccess): string {
  if (access === "public") return t("operator.accessPublic");
  if (access === "signedIn" || "signedIn" in access) return t("operator.accessSignedIn");
  return t("operator.accessRoles", { roles: access.roles.map((role) => roleLabels[role]).join(" or ") });
}
