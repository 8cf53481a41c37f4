import { RoleId } from "@taxlane/contract";
import { practiceRecords } from "../modules/practices";
import { jobRecords, practiceJobs } from "../modules/tax-preparation";
import { demoJoinedAt, insertSeedAccount, seededAccountId } from "./accounts";
import type { SeedStep } from "./seed-step";

/** The demo practice's staff: sign-ins of their own, listed with the other demo accounts. */
export const demoPracticeStaff = [
  {
    email: "preparer@demo.taxlane.app",
    roleId: RoleId.expert,
    firstName: "Priya",
    lastName: "Natarajan",
    phoneNumber: "+1 512 555 0163",
    role: "preparer",
  },
  {
    email: "assistant@demo.taxlane.app",
    roleId: RoleId.expert,
    firstName: "Owen",
    lastName: "Brooks",
    phoneNumber: "+1 512 555 0129",
    role: "assistant",
  },
] as const;

export const demoPracticeName = "Alvarez CPA";

/**
 * The demo professional's firm: his account owns the practice, with a preparer and an assistant (the
 * included three, so no seat is charged). His jobs are the practice's, still assigned to him, as
 * making a practice does; one job, the demo taxpayer Li's not begun, goes to the preparer. Runs last,
 * so the steps before make his jobs, messages and appointments as a solo professional's.
 */
export const demoPracticeSeed: SeedStep = {
  name: "demo practice",
  async run({ tx, clock }) {
    const now = clock.now();
    const marcus = await seededAccountId(tx, "expert@demo.taxlane.app");
    const staff = [];
    for (const { role, ...account } of demoPracticeStaff) {
      staff.push({ userId: await insertSeedAccount(tx, account, now), role });
    }
    const practiceId = await practiceRecords.add(tx, {
      name: demoPracticeName,
      address: "901 Congress Ave, Suite 400, Austin, TX 78701",
      members: [{ userId: marcus, role: "owner" }, ...staff],
      // Before the oldest job, so the practice's log and jobs read in order.
      createdAt: demoJoinedAt(now),
    });
    await practiceJobs.adoptSoloJobs(tx, marcus, practiceId);

    const [preparer] = staff;
    const li = await seededAccountId(tx, "li.wei@demo.taxlane.app");
    const [liJob] = await jobRecords.quoteIdsOfTaxpayer(tx, li);
    if (preparer && liJob !== undefined) await practiceJobs.assign(tx, practiceId, [liJob], preparer.userId);
  },
};
