import type { Executor } from "../../db/client";
import { usesTwoFactor } from "./second-factor-status";
import { type FactorHoldings, secondFactorsRepository } from "./second-factors.repository";
import { requiresStrongFactor } from "./sessions.service";
import { usersRepository } from "./users.repository";

/** A person's factors and where they stand with the rule of their role, without any secret. */
export interface FactorStanding extends FactorHoldings {
  userId: number;
  roleId: number;
  email: string;
  /** Sign-in by e-mailed code is on (always for professionals and operators). */
  emailCodes: boolean;
  /** Their role must sign in with an authenticator app or a passkey. */
  required: boolean;
  /** When their grace ends (or ended); null when it never started. */
  dueAt: Date | null;
}

/**
 * Second factors for the operator console: `totp_factors`, `passkeys`, `recovery_codes` and the
 * user's grace stay identity's, the rules of a reset are the console's.
 */
export const secondFactorRecords = {
  /** The person's factors, or null when there is no such account. */
  async standing(executor: Executor, userId: number): Promise<FactorStanding | null> {
    const user = await usersRepository.findById(executor, userId);
    if (!user) return null;
    const holdings = await secondFactorsRepository.holdings(executor, userId);
    return {
      ...holdings,
      userId: user.id,
      roleId: user.roleId,
      email: user.email,
      emailCodes: usesTwoFactor(user),
      required: requiresStrongFactor(user.roleId),
      dueAt: user.secondFactorDueAt,
    };
  },

  /** Removes every authenticator app, passkey and recovery code of the person. */
  removeAll: secondFactorsRepository.removeAll,

  /** Sets when the person's grace ends: `now` makes their next sign-in ask for a new factor. */
  async setDueAt(executor: Executor, userId: number, dueAt: Date | null): Promise<void> {
    await usersRepository.update(executor, userId, { secondFactorDueAt: dueAt });
  },
};
