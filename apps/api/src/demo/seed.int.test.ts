import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { RoleId } from "@taxlane/contract";
import { afterAll, expect, it } from "vitest";
import { describeOnPglite } from "../../test/pglite-only";
import { type DatabaseHandle, openDatabase } from "../db/client";
import {
  appMeta,
  billingReceipts,
  chatConnections,
  chatMessages,
  expertEducation,
  expertProfiles,
  expertReviews,
  notifications,
  practiceMembers,
  practices,
  quotes,
  requestMatches,
  subscriptions,
  taxPreparationJobs,
  taxRequests,
  users,
} from "../db/schema";
import { fixedClock } from "../lib/clock";
import { Keyring } from "../lib/keyring";
import { installPlans } from "../modules/billing/billing.install";
import { createFilesService } from "../modules/files/files.service";
import { verifyPassword } from "../modules/identity/passwords";
import { isJobProfessional } from "../modules/tax-preparation";
import { createDiskBlobStore } from "../plugins/files/blob-store";
import { type SeedOutcome, type SeedStep, seedDemoWorld } from ".";
import { demoAccounts, demoEmailDomain, demoPassword } from "./accounts";
import { demoExperts } from "./experts/experts";
import { demoPracticeName, demoPracticeStaff } from "./practice";

/** Each test migrates and seeds a database of its own: seconds alone, far longer beside a busy suite. */
const seedTimeoutMs = 120_000;

// The seeder only runs on an empty database, so these tests each open a fresh PGlite of their own.
async function freshDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ kind: "pglite", dir: undefined });
}

function dependencies(handle: DatabaseHandle) {
  const clock = fixedClock(new Date("2026-01-10T12:00:00Z"));
  const files = createFilesService({
    db: handle.db,
    blobs: createDiskBlobStore(tmpdir()),
    keyring: new Keyring("k1", new Map([["k1", randomBytes(32)]])),
    clock,
    maxBytes: 25 * 1024 * 1024,
  });
  return { clock, files };
}

const addsAPerson: SeedStep = {
  name: "a person",
  async run({ tx, clock }) {
    await tx.insert(users).values({
      roleId: 1,
      email: "demo@example.test",
      passwordHash: "x",
      firstName: "Demo",
      lastName: "Person",
      createdAt: clock.now(),
    });
  },
};

describeOnPglite("the demo seeder", { timeout: seedTimeoutMs }, () => {
  it("seeds an empty database once", async () => {
    const handle = await freshDatabase();
    const deps = dependencies(handle);
    expect(await seedDemoWorld(handle.db, deps, [addsAPerson])).toEqual({
      seeded: true,
      steps: ["a person"],
    });
    expect(await seedDemoWorld(handle.db, deps, [addsAPerson])).toEqual({
      seeded: false,
      reason: "already-seeded",
    });
    expect(await handle.db.select().from(users)).toHaveLength(1);
    const marks = await handle.db.select().from(appMeta);
    expect(marks).toEqual([
      expect.objectContaining({ key: "demo_seeded_at", value: "2026-01-10T12:00:00.000Z" }),
    ]);
    await handle.close();
  });

  it("leaves a database that already has people alone", async () => {
    const handle = await freshDatabase();
    const deps = dependencies(handle);
    await addsAPerson.run({ tx: handle.db, ...deps });
    expect(await seedDemoWorld(handle.db, deps, [addsAPerson])).toEqual({
      seeded: false,
      reason: "not-empty",
    });
    await handle.close();
  });

  it("writes nothing when a step fails, so the next start tries again", async () => {
    const handle = await freshDatabase();
    const deps = dependencies(handle);
    const fails: SeedStep = {
      name: "fails",
      run: async () => {
        throw new Error("bad seed data");
      },
    };
    await expect(seedDemoWorld(handle.db, deps, [addsAPerson, fails])).rejects.toThrow("bad seed data");
    expect(await handle.db.select().from(users)).toHaveLength(0);
    expect(await handle.db.select().from(appMeta)).toHaveLength(0);
    expect((await seedDemoWorld(handle.db, deps, [addsAPerson])).seeded).toBe(true);
    await handle.close();
  });
});

// The tests below only read the world: one seeding (with the plans installed, as a start does) serves them.
let world: Promise<{ handle: DatabaseHandle; outcome: SeedOutcome }> | undefined;
function seededWorld() {
  world ??= freshDatabase().then(async (handle) => {
    await installPlans(handle.db);
    return { handle, outcome: await seedDemoWorld(handle.db, dependencies(handle)) };
  });
  return world;
}
afterAll(async () => {
  await (await world)?.handle.close();
});

describeOnPglite("the demo world", { timeout: seedTimeoutMs }, () => {
  it("has the demo accounts and a dozen experts with profiles, each able to sign in with the demo password", async () => {
    const { handle, outcome } = await seededWorld();
    expect(outcome).toMatchObject({
      seeded: true,
      steps: expect.arrayContaining(["demo accounts", "demo experts"]),
    });
    const rows = await handle.db.select().from(users);
    expect(rows.map((row) => [row.email, row.roleId])).toEqual(
      expect.arrayContaining(demoAccounts.map((account) => [account.email, account.roleId])),
    );
    const profiles = await handle.db.select().from(expertProfiles);
    expect(profiles).toHaveLength(demoExperts.length);
    expect(demoExperts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(profiles.map((profile) => profile.state)).size).toBeGreaterThanOrEqual(5);
    const reviews = await handle.db.select().from(expertReviews);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.seeded)).toBe(true);
    // The demo taxpayer wrote one of them: it is tied to her account.
    expect(reviews.filter((review) => review.authorUserId !== null)).toHaveLength(1);
    // Complete profiles: a portrait, credentials and education for every expert.
    // The directory's professionals; the demo practice's staff work under its name, with no profile.
    const directory = new Set(demoExperts.map((expert) => expert.email));
    const experts = rows.filter((row) => row.roleId === RoleId.expert && directory.has(row.email));
    expect(experts).toHaveLength(demoExperts.length);
    expect(experts.every((row) => row.avatarFileId !== null && (row.avatarThumbnail?.length ?? 0) > 0)).toBe(
      true,
    );
    expect(profiles.every((profile) => profile.ptin?.match(/^P\d{8}$/))).toBe(true);
    const education = await handle.db.select().from(expertEducation);
    expect(new Set(education.map((entry) => entry.expertUserId)).size).toBe(demoExperts.length);
    // Taxpayers with answered questionnaires, individual and business.
    const requests = await handle.db.select().from(taxRequests);
    expect(new Set(requests.map((request) => request.kind))).toEqual(new Set([1, 2]));
    expect(requests.length).toBeGreaterThanOrEqual(4);
    // The marketplace in every state of its lifecycle: every request routed to at most 5 experts,
    // quotes pending, chosen, declined, confirmed and not accepted, and jobs in statuses 1 to 4.
    const matches = await handle.db.select().from(requestMatches);
    for (const request of requests) {
      const routed = matches.filter((match) => match.requestId === request.id);
      expect(routed.length).toBeGreaterThan(0);
      expect(routed.length).toBeLessThanOrEqual(5);
    }
    const quoteRows = await handle.db.select().from(quotes);
    expect(new Set(quoteRows.map((quote) => `${quote.statusId}/${quote.actionStatusId}`))).toEqual(
      new Set(["8/null", "8/9", "7/11", "6/10", "7/null"]),
    );
    // Some quotes carry a note and a turnaround, and the demo taxpayer compares quotes on two
    // individual requests that read differently.
    expect(quoteRows.some((quote) => quote.message !== null && quote.turnaroundDays !== null)).toBe(true);
    const danaQuoted = requests.filter(
      (request) =>
        request.kind === 1 &&
        quoteRows.some(
          (quote) => quote.requestId === request.id && quote.statusId === 8 && quote.actionStatusId === null,
        ),
    );
    expect(new Set(danaQuoted.map((request) => request.taxpayerUserId)).size).toBe(1);
    expect(new Set(danaQuoted.map((request) => JSON.stringify(request.answers))).size).toBe(2);
    const jobs = await handle.db.select().from(taxPreparationJobs);
    expect(new Set(jobs.map((job) => job.statusId))).toEqual(new Set([1, 2, 3, 4]));
    expect(jobs.find((job) => job.statusId === 4)?.taxReturnFileId).not.toBeNull();
    expect((await handle.db.select().from(notifications)).length).toBeGreaterThan(0);
    // The demo taxpayer and expert have talked about her job; his latest message is unread on her side.
    const [conversation] = await handle.db.select().from(chatConnections);
    const messages = await handle.db.select().from(chatMessages);
    expect(messages.map((message) => message.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(conversation?.lastSequence).toBe(5);
    expect(conversation?.expertReadSequence).toBe(5);
    expect(conversation?.taxpayerReadSequence).toBe(4);
    for (const row of rows) expect(await verifyPassword(demoPassword, row.passwordHash)).toBe(true);
    // How a start that is not private finds every demo account to move off the published password.
    expect(rows.every((row) => row.email.endsWith(`@${demoEmailDomain}`))).toBe(true);
  });
});

describeOnPglite("the demo world's dates and zones", { timeout: seedTimeoutMs }, () => {
  it("has every review, request and job after its people joined, and each professional in their city's zone", async () => {
    const { handle } = await seededWorld();
    const people = new Map((await handle.db.select().from(users)).map((row) => [row.id, row]));
    const joined = (userId: number | null) => people.get(userId ?? 0)?.createdAt.getTime() ?? Number.NaN;
    const reviews = await handle.db.select().from(expertReviews);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(joined(review.expertUserId));
      if (review.authorUserId !== null) {
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(joined(review.authorUserId));
      }
    }
    for (const request of await handle.db.select().from(taxRequests)) {
      expect(request.createdAt.getTime()).toBeGreaterThanOrEqual(joined(request.taxpayerUserId));
    }
    for (const job of await handle.db.select().from(taxPreparationJobs)) {
      expect(job.startedAt.getTime()).toBeGreaterThanOrEqual(joined(job.expertUserId));
    }
    for (const profile of await handle.db.select().from(expertProfiles)) {
      expect(profile.createdAt.getTime()).toBeGreaterThanOrEqual(joined(profile.userId));
    }
    const zoneOf = (email: string) => [...people.values()].find((row) => row.email === email)?.timeZone;
    // The demo expert works in Austin, Texas: Central Time.
    expect(zoneOf("expert@demo.taxlane.app")).toBe("America/Chicago");
    for (const expert of demoExperts) expect(zoneOf(expert.email)).toBe(expert.timeZone);
    expect(zoneOf("sofia.ramirez@demo.taxlane.app")).toBe("America/Los_Angeles");
  });
});

describeOnPglite("the demo professionals' plans", { timeout: seedTimeoutMs }, () => {
  it("gives every demo professional a paid yearly plan with its receipt, so their quotes can be sent", async () => {
    const { handle } = await seededWorld();
    const plans = await handle.db.select().from(subscriptions);
    expect(plans).toHaveLength(demoExperts.length);
    expect(plans.every((plan) => plan.status === "active" && plan.interval === "year")).toBe(true);
    expect(await handle.db.select().from(billingReceipts)).toHaveLength(demoExperts.length);
  });
});

describeOnPglite("the demo practice", { timeout: seedTimeoutMs }, () => {
  it("makes the demo professional the owner of a practice with a preparer and an assistant, one job the preparer's", async () => {
    const { handle } = await seededWorld();
    const people = await handle.db.select().from(users);
    const idOf = (email: string) => people.find((row) => row.email === email)?.id ?? 0;
    const [practice] = await handle.db.select().from(practices);
    expect(practice).toMatchObject({ name: demoPracticeName, address: expect.stringContaining("Austin") });
    const members = await handle.db.select().from(practiceMembers);
    const [preparer, assistant] = demoPracticeStaff.map((staff) => idOf(staff.email));
    expect(members.map((member) => [member.userId, member.role]).sort()).toEqual(
      [
        [idOf("expert@demo.taxlane.app"), "owner"],
        [preparer, "preparer"],
        [assistant, "assistant"],
      ].sort(),
    );
    for (const staff of demoPracticeStaff) {
      const row = people.find((person) => person.email === staff.email);
      expect(row?.roleId).toBe(RoleId.expert);
      expect(await verifyPassword(demoPassword, row?.passwordHash ?? "")).toBe(true);
    }

    // Every job of the demo professional is the practice's; one is assigned to the preparer, the rest
    // stay his, and he (an owner, who sees every job) and the demo taxpayer still reach each of theirs.
    const marcus = idOf("expert@demo.taxlane.app");
    const seatOf = (userId: number, role: "owner" | "preparer") => ({
      userId,
      roleId: RoleId.expert,
      sessionId: "demo",
      practice: { practiceId: practice?.id ?? 0, practiceName: demoPracticeName, role, seesAllJobs: false },
    });
    const jobs = await handle.db.select().from(taxPreparationJobs);
    expect(jobs.every((job) => job.practiceId === practice?.id)).toBe(true);
    expect(jobs.filter((job) => job.assignedUserId === preparer).map((job) => job.taxpayerUserId)).toEqual([
      idOf("li.wei@demo.taxlane.app"),
    ]);
    expect(
      jobs.filter((job) => job.assignedUserId !== preparer).every((job) => job.assignedUserId === marcus),
    ).toBe(true);
    expect(jobs.every((job) => isJobProfessional(seatOf(marcus, "owner"), job))).toBe(true);
    expect(jobs.filter((job) => isJobProfessional(seatOf(preparer ?? 0, "preparer"), job))).toHaveLength(1);
    const dana = idOf("taxpayer@demo.taxlane.app");
    expect(jobs.filter((job) => job.taxpayerUserId === dana)).toHaveLength(2);
    // Three members are included in every practice: nothing to charge.
    expect(members).toHaveLength(3);
  });
});
