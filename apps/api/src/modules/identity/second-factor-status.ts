import { RoleId, type SecondFactorStatus, type SecurityOverview } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { unauthenticated } from "../../lib/app-error";
import { hasStrongFactor, secondFactorsRepository } from "./second-factors.repository";
import { sessionsRepository } from "./sessions.repository";
import { openedWithStrongFactor, requiresStrongFactor, secondFactorBlocked } from "./sessions.service";
import { type UserRow, usersRepository } from "./users.repository";

/** Experts and operators reach client data, so two-factor sign-in is always on for them. */
export const usesTwoFactor = (user: Pick<UserRow, "roleId" | "twoFactorEnabled">) =>
  user.twoFactorEnabled || user.roleId === RoleId.expert || user.roleId === RoleId.admin;

/** Where a role's rule, the account's factors and this session's opening leave the person. */
export function secondFactorStatus(
  user: Pick<UserRow, "roleId" | "secondFactorDueAt">,
  strongFactor: boolean,
  sessionFactor: string | null,
  now: Date,
): SecondFactorStatus {
  const required = requiresStrongFactor(user.roleId);
  const satisfied = !required || openedWithStrongFactor(sessionFactor);
  const session = { roleId: user.roleId, factor: sessionFactor, secondFactorDueAt: user.secondFactorDueAt };
  return {
    required,
    hasStrongFactor: strongFactor,
    satisfied,
    dueAt: satisfied ? null : (user.secondFactorDueAt?.toISOString() ?? null),
    // The same rule `route()` applies to the session's calls.
    blocked: secondFactorBlocked(session, now),
  };
}

/** The caller's account, factors and status, read together for GetUser and the security page. */
export async function secondFactorStanding(executor: Executor, caller: Principal, now: Date) {
  const user = await usersRepository.findById(executor, caller.userId);
  if (!user) throw unauthenticated();
  const holdings = await secondFactorsRepository.holdings(executor, caller.userId);
  const sessionFactor = await sessionsRepository.factorOf(executor, caller.sessionId);
  return { user, holdings, status: secondFactorStatus(user, hasStrongFactor(holdings), sessionFactor, now) };
}

/** GET /User/Security: the caller's factors (never a secret), e-mail codes, and where they stand. */
export async function securityOverview(
  executor: Executor,
  caller: Principal,
  now: Date,
): Promise<SecurityOverview> {
  const { user, holdings, status } = await secondFactorStanding(executor, caller, now);
  const app = holdings.authenticatorApp;
  return {
    authenticatorApp: app
      ? { addedAt: app.addedAt.toISOString(), lastUsedAt: app.lastUsedAt?.toISOString() ?? null }
      : null,
    passkeys: holdings.passkeys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: holdings.recoveryCodesLeft,
    emailCodes: usesTwoFactor(user),
    status,
  };
}
