import { RoleId } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { SeedStep } from "../../db/seed/seed-step";
import { hashPassword } from "./passwords";
import { usersRepository } from "./users.repository";

/**
 * The password the demo world is seeded with, published in the README: it only stays while the
 * server is private (see demo-password.service.ts).
 */
export const demoPassword = "Taxlane-demo-2026";

/** Every account the demo world seeds has its e-mail at this domain. */
export const demoEmailDomain = "demo.taxlane.app";

export const demoAccounts = [
  {
    email: "taxpayer@demo.taxlane.app",
    roleId: RoleId.taxpayer,
    firstName: "Dana",
    lastName: "Whitfield",
    phoneNumber: "+1 415 555 0142",
  },
  {
    email: "expert@demo.taxlane.app",
    roleId: RoleId.expert,
    firstName: "Marcus",
    lastName: "Alvarez",
    phoneNumber: "+1 512 555 0187",
  },
  {
    email: "admin@demo.taxlane.app",
    roleId: RoleId.admin,
    firstName: "Avery",
    lastName: "Chen",
    phoneNumber: null,
  },
] as const;

export interface SeedAccount {
  email: string;
  roleId: RoleId;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

let demoPasswordHash: Promise<string> | undefined;

/** A verified account with the demo password, for other modules' seed steps; returns its id. */
export async function insertSeedAccount(tx: Executor, account: SeedAccount, now: Date): Promise<number> {
  demoPasswordHash ??= hashPassword(demoPassword);
  const row = await usersRepository.insert(tx, {
    ...account,
    passwordHash: await demoPasswordHash,
    mayCallDirectly: account.roleId === RoleId.taxpayer,
    agreedToTermsAt: now,
    emailVerifiedAt: now,
    createdAt: now,
  });
  if (!row) throw new Error(`seed account ${account.email} exists already`);
  return row.id;
}

/** The id of an account an earlier seed step made. */
export async function seededAccountId(tx: Executor, email: string): Promise<number> {
  const row = await usersRepository.findByEmail(tx, email);
  if (!row) throw new Error(`seed account ${email} is missing`);
  return row.id;
}

export const demoAccountsSeed: SeedStep = {
  name: "demo accounts",
  async run({ tx, clock }) {
    for (const account of demoAccounts) await insertSeedAccount(tx, account, clock.now());
  },
};
