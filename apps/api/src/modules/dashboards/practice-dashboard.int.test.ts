import { type PracticeDashboard, RoleId } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { anotherJobOf, sentInvoice } from "../../../test/invoices";
import { createExpert, startedJob } from "../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { recordedPayment } from "../../../test/recorded-payments";
import { createTestApp } from "../../../test/test-app";
import { invoices, quotes, taxPreparationJobs, users } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

// Monday, June 15, 2026, noon in New York: the window is July 2025 to June 2026.
const clock = fixedClock(new Date("2026-06-15T16:00:00Z"));
const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" }, { clock });
const { db } = app.services;
const { get } = practiceCalls(app);

const noonOf = (day: string) => new Date(`${day}T16:00:00Z`);

async function named(user: TestUser, firstName: string, lastName: string) {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

/** Moves a job as its stages would have, straight in the table: the figures read only these columns. */
async function jobAs(
  quoteId: number,
  job: Partial<typeof taxPreparationJobs.$inferInsert>,
  turnaroundDays?: number,
) {
  await db.update(taxPreparationJobs).set(job).where(eq(taxPreparationJobs.quoteId, quoteId));
  if (turnaroundDays !== undefined)
    await db.update(quotes).set({ turnaroundDays }).where(eq(quotes.id, quoteId));
}

const dashboardOf = async (user: TestUser) => {
  const response = await get(user, "GetDashboard");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeDashboard>();
};

/**
 * A practice of an owner and a preparer: a job in process (owner), one in review (preparer), one
 * filed on time (owner), one filed late (preparer), one filed before the window, one cancelled; an
 * invoice partly paid, one paid in full with a refund, one overdue.
 */
async function practiceWorld() {
  const owner = await named(await createExpert(app), "Olivia", "Rivera");
  await createPractice(app, owner);
  const preparer = await named(await joinedMember(app, owner, "preparer"), "Pat", "Lee");
  const [inProcess, inReview, onTime, late, old, cancelled] = await Promise.all(
    Array.from({ length: 6 }, () => anotherJobOf(app, owner)),
  );
  if (!inProcess || !inReview || !onTime || !late || !old || !cancelled) throw new Error("no jobs");
  await jobAs(inProcess.quoteId, { statusId: 2 });
  await jobAs(inReview.quoteId, { statusId: 3, assignedUserId: preparer.id });
  // 10 business days from Monday May 4 end on May 18: filed on the 11th, on time.
  await jobAs(
    onTime.quoteId,
    { statusId: 4, startedAt: noonOf("2026-05-04"), filedAt: noonOf("2026-05-11") },
    10,
  );
  // 5 business days from Monday April 6 end on the 13th: filed on the 26th, late.
  await jobAs(
    late.quoteId,
    {
      statusId: 4,
      assignedUserId: preparer.id,
      startedAt: noonOf("2026-04-06"),
      filedAt: noonOf("2026-04-26"),
    },
    5,
  );
  await jobAs(old.quoteId, { statusId: 4, startedAt: noonOf("2025-04-01"), filedAt: noonOf("2025-05-01") });
  await jobAs(cancelled.quoteId, { cancelledAt: noonOf("2026-06-01") });

  const people = (job: { expert: TestUser; taxpayer: TestUser }) => ({
    expertUserId: job.expert.id,
    taxpayerUserId: job.taxpayer.id,
  });
  const partlyPaid = await sentInvoice(app, owner, inProcess.quoteId, 40_000);
  await recordedPayment(app, partlyPaid, people(inProcess), {
    amountCents: 20_000,
    paidAt: noonOf("2026-05-20"),
  });
  const paid = await sentInvoice(app, owner, onTime.quoteId, 30_000);
  await recordedPayment(app, paid, people(onTime), {
    amountCents: 30_000,
    refundedCents: 5_000,
    paidAt: noonOf("2026-06-01"),
  });
  const overdue = await sentInvoice(app, owner, inReview.quoteId, 12_000);
  await db.update(invoices).set({ dueDate: "2026-06-01" }).where(eq(invoices.id, overdue.id));
  return { owner, preparer, onTime, late };
}

describe("the owner's dashboard", () => {
  it("counts the practice's jobs by stage and member, the turnaround, revenue and what is owed", async () => {
    const { owner, preparer, onTime, late } = await practiceWorld();
    const dashboard = await dashboardOf(owner);

    expect(dashboard.byStage).toEqual([
      { statusId: 1, jobs: 0 },
      { statusId: 2, jobs: 1 },
      { statusId: 9, jobs: 0 },
      { statusId: 3, jobs: 1 },
      { statusId: 4, jobs: 3 },
    ]);
    expect(
      dashboard.byMember.map(({ name, stages, total }) => [name, stages.map((s) => s.jobs), total]),
    ).toEqual([
      ["Olivia Rivera", [0, 1, 0, 0, 2], 3],
      ["Pat Lee", [0, 0, 0, 1, 1], 2],
    ]);

    expect(dashboard.turnaround.since).toBe("2025-07-01");
    expect(dashboard.turnaround.jobs).toEqual([
      {
        quoteId: late.quoteId,
        memberUserId: preparer.id,
        memberName: "Pat Lee",
        hiredOn: "2026-04-06",
        filedOn: "2026-04-26",
        daysTaken: 20,
        daysPromised: 7,
        onTime: false,
      },
      {
        quoteId: onTime.quoteId,
        memberUserId: owner.id,
        memberName: "Olivia Rivera",
        hiredOn: "2026-05-04",
        filedOn: "2026-05-11",
        daysTaken: 7,
        daysPromised: 14,
        onTime: true,
      },
    ]);
    expect(dashboard.turnaround.onTimeShare).toBe(0.5);
    expect(dashboard.turnaround.byMember).toEqual([
      {
        userId: preparer.id,
        name: "Pat Lee",
        filedJobs: 1,
        averageDaysTaken: 20,
        averageDaysPromised: 7,
        onTimeShare: 0,
      },
      {
        userId: owner.id,
        name: "Olivia Rivera",
        filedJobs: 1,
        averageDaysTaken: 7,
        averageDaysPromised: 14,
        onTimeShare: 1,
      },
    ]);

    expect(dashboard.revenue.months).toHaveLength(12);
    expect(dashboard.revenue.months[0]).toEqual({ month: "2025-07", paidCents: 0 });
    expect(dashboard.revenue.months.slice(-2)).toEqual([
      { month: "2026-05", paidCents: 20_000 },
      { month: "2026-06", paidCents: 25_000 },
    ]);
    expect(dashboard.revenue.totalCents).toBe(45_000);
    expect(dashboard.outstanding).toEqual({
      invoices: 2,
      cents: 32_000,
      overdueInvoices: 1,
      overdueCents: 12_000,
    });
  });

  it("shows a solo professional their own jobs only, and a new practice nothing", async () => {
    const solo = await startedJob(app);
    const dashboard = await dashboardOf(solo.expert);
    expect(dashboard.byStage.reduce((sum, stage) => sum + stage.jobs, 0)).toBe(1);
    expect(dashboard.byMember).toEqual([expect.objectContaining({ userId: solo.expert.id, total: 1 })]);
    expect(dashboard.outstanding.invoices).toBe(0);

    const newOwner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, newOwner);
    const empty = await dashboardOf(newOwner);
    expect(empty.byStage.every((stage) => stage.jobs === 0)).toBe(true);
    expect(empty.byMember).toEqual([]);
    expect(empty.turnaround).toMatchObject({ jobs: [], onTimeShare: null, byMember: [] });
    expect(empty.revenue.totalCents).toBe(0);
  });

  it("is the owner's alone: a preparer, a taxpayer and an operator are refused, a stranger asked to sign in", async () => {
    const owner = await createSignedInUser(app, RoleId.expert);
    await createPractice(app, owner);
    const preparer = await joinedMember(app, owner, "preparer", true);
    expect((await get(preparer, "GetDashboard")).statusCode).toBe(403);
    expect((await get(await createSignedInUser(app, RoleId.taxpayer), "GetDashboard")).statusCode).toBe(403);
    expect((await get(await createSignedInUser(app, RoleId.admin), "GetDashboard")).statusCode).toBe(403);
    expect((await get(null, "GetDashboard")).statusCode).toBe(401);
  });
});
