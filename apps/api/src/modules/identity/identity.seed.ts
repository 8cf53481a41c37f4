import { RoleId } from "@taxlane/contract";
import type { SeedStep } from "../../db/seed/seed-step";
import { hashPassword } from "./passwords";
import { usersRepository } from "./users.repository";

/** The password of every demo account; the README lists them. */
export const demoPassword = "Taxlane-demo-2026";

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

export const demoAccountsSeed: SeedStep = {
  name: "demo accounts",
  async run({ tx, clock }) {
    const passwordHash = await hashPassword(demoPassword);
    const now = clock.now();
    for (const account of demoAccounts) {
      await usersRepository.insert(tx, {
        ...account,
        passwordHash,
        mayCallDirectly: account.roleId === RoleId.taxpayer,
        agreedToTermsAt: now,
        emailVerifiedAt: now,
        createdAt: now,
      });
    }
  },
};
