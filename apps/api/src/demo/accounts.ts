import { RoleId } from "@taxlane/contract";
import type { Executor } from "../db/client";
import { type DemoAccount, demoAccountRecords } from "../modules/identity";
import type { SeedStep } from "./seed-step";

export { demoEmailDomain, demoPassword } from "../modules/identity";
export type SeedAccount = DemoAccount;

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

/**
 * How long before the seeding the demo world's people joined: before the oldest request (400 days),
 * job and review it holds, so no profile shows a review or a filed return older than its member.
 */
export const DEMO_HISTORY_DAYS = 450;

/** When every demo account was made and verified, and every demo profile written. */
export function demoJoinedAt(now: Date): Date {
  return new Date(now.getTime() - DEMO_HISTORY_DAYS * 24 * 60 * 60_000);
}

/** A verified account with the demo password, joined at `demoJoinedAt(now)`; returns its id. */
export const insertSeedAccount = (tx: Executor, account: SeedAccount, now: Date): Promise<number> =>
  demoAccountRecords.create(tx, account, demoJoinedAt(now), now);

/** The id of an account an earlier step made. */
export const seededAccountId = (tx: Executor, email: string): Promise<number> =>
  demoAccountRecords.idOf(tx, email);

export const demoAccountsSeed: SeedStep = {
  name: "demo accounts",
  async run({ tx, clock }) {
    for (const account of demoAccounts) await insertSeedAccount(tx, account, clock.now());
  },
};
