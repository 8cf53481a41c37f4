import { randomBytes } from "node:crypto";
import { privacyTexts } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { fieldError } from "../../lib/app-error";
import { closedAccountsRepository } from "./closed-accounts.repository";
import { verifyPassword } from "./passwords";
import { usersRepository } from "./users.repository";

/** The account as its owner downloads it (their own data, in full). */
export interface AccountExport {
  id: number;
  roleId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  birthDate: string | null;
  timeZone: string | null;
  mayCallDirectly: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  avatarFileId: number | null;
}

/**
 * Identity's part of a person's rights (privacy module): their account as they download it, the
 * password check before closing, closing itself, and removing the row once its seven years are over.
 */
export const closedAccountRecords = {
  async exportOf(executor: Executor, userId: number): Promise<AccountExport | null> {
    const row = await usersRepository.findById(executor, userId);
    if (!row) return null;
    return {
      id: row.id,
      roleId: row.roleId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phoneNumber: row.phoneNumber,
      birthDate: row.birthDate,
      timeZone: row.timeZone,
      mayCallDirectly: row.mayCallDirectly,
      twoFactorEnabled: row.twoFactorEnabled,
      createdAt: row.createdAt.toISOString(),
      avatarFileId: row.avatarFileId,
    };
  },

  /** 400 on the password field unless it is the account's. */
  async requirePassword(executor: Executor, userId: number, password: string): Promise<void> {
    const row = await usersRepository.findById(executor, userId);
    if (!row || !(await verifyPassword(password, row.passwordHash))) {
      throw fieldError("password", privacyTexts.wrongPassword);
    }
  },

  /**
   * Frees the e-mail (an address that cannot receive mail takes its place, so it can register again
   * and nobody signs in with it), makes the password unusable, and removes the contact details,
   * birth date and photo. The name stays: the return information kept for seven years is theirs by
   * name. Answers the photo's file, for the caller to remove.
   */
  async close(executor: Executor, userId: number, now: Date): Promise<{ avatarFileId: number | null }> {
    const row = await usersRepository.findById(executor, userId);
    if (!row) return { avatarFileId: null };
    await closedAccountsRepository.close(executor, userId, {
      email: `closed-${userId}-${randomBytes(6).toString("hex")}@closed.invalid`,
      // Not a hash any password can match: the stored form names its parameters, this names none.
      passwordHash: "closed",
      closedAt: now,
    });
    return { avatarFileId: row.avatarFileId };
  },

  remove: (executor: Executor, userId: number) => closedAccountsRepository.remove(executor, userId),
};
