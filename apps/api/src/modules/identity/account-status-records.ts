import type { Executor } from "../../db/client";
import { type UserRow, usersRepository } from "./users.repository";

/** An account as the operator console lists it. */
export interface AccountSummary {
  id: number;
  roleId: number;
  email: string;
  firstName: string;
  lastName: string;
  suspendedAt: Date | null;
  createdAt: Date;
}

const summary = (row: UserRow): AccountSummary => ({
  id: row.id,
  roleId: row.roleId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  suspendedAt: row.suspendedAt,
  createdAt: row.createdAt,
});

/**
 * Suspending and restoring accounts, for the operator console: `users` and `sessions` stay
 * identity's. A suspension ends every session in the same transaction, and sign-in refuses the account.
 */
export const accountStatusRecords = {
  async find(executor: Executor, userId: number): Promise<AccountSummary | null> {
    const row = await usersRepository.findById(executor, userId);
    return row ? summary(row) : null;
  },

  /** Newest first, a page at a time (`beforeId`), narrowed to e-mails and names holding `text`. */
  async list(
    executor: Executor,
    options: { text?: string; beforeId?: number; limit: number },
  ): Promise<AccountSummary[]> {
    return (await usersRepository.list(executor, options)).map(summary);
  },

  async suspend(executor: Executor, userId: number, now: Date): Promise<void> {
    // Its sessions end through the sessions service, which also drops them from every process's cache.
    await usersRepository.update(executor, userId, { suspendedAt: now });
  },

  async restore(executor: Executor, userId: number): Promise<void> {
    await usersRepository.update(executor, userId, { suspendedAt: null });
  },
};
