import { RoleId, SECOND_FACTOR_GRACE_DAYS } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { hashPassword } from "./passwords";
import { requiresStrongFactor } from "./sessions.service";
import { usersRepository } from "./users.repository";

/**
 * The password the demo world is seeded with, published in the README: it only stays while the
 * server is private (see demo-password.service.ts).
 */
export const demoPassword = "Taxlane-demo-2026";

/** Every account the demo world seeds has its e-mail at this domain. */
export const demoEmailDomain = "demo.taxlane.app";

export interface DemoAccount {
  email: string;
  roleId: RoleId;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

let demoPasswordHash: Promise<string> | undefined;

/** Accounts of the demo world: verified, agreed to the terms, signing in with the demo password. */
export const demoAccountRecords = {
  /**
   * Makes the account within `executor` (the demo world's transaction), joined at `now`; returns its
   * id. Professionals and operators are asked for an app or a passkey from `seededAt` on: their
   * grace starts with the demo world, so no first sign-in of theirs is treated as the first ever.
   */
  async create(executor: Executor, account: DemoAccount, now: Date, seededAt: Date = now): Promise<number> {
    demoPasswordHash ??= hashPassword(demoPassword);
    const row = await usersRepository.insert(executor, {
      ...account,
      passwordHash: await demoPasswordHash,
      mayCallDirectly: account.roleId === RoleId.taxpayer,
      agreedToTermsAt: now,
      emailVerifiedAt: now,
      createdAt: now,
      secondFactorDueAt: requiresStrongFactor(account.roleId)
        ? new Date(seededAt.getTime() + SECOND_FACTOR_GRACE_DAYS * 24 * 60 * 60_000)
        : null,
    });
    if (!row) throw new Error(`demo account ${account.email} exists already`);
    return row.id;
  },

  /** The id of a demo account made earlier. */
  async idOf(executor: Executor, email: string): Promise<number> {
    const row = await usersRepository.findByEmail(executor, email);
    if (!row) throw new Error(`demo account ${email} is missing`);
    return row.id;
  },
};
