import type { JobReminders } from "@taxlane/contract";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { acknowledge, jobInForReview, recordFiling } from "../../../test/filings";
import { getAs, invitationKey, postIndividualRequest, startedJob } from "../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls, practiceOfEveryRole } from "../../../test/practices";
import { lettersRemindersSent, uploadedNotice } from "../../../test/tax-notices";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { appointments, notifications, reminders } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

// The engine's pass reminds everyone in its database: this file keeps its own, on its own clock.
const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const { app } = await createTestApp(
  { AUTH_RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_MINUTE: "100000" },
  { clock, database: await ownDatabase() },
);
const { db } = app.services;
const { engine } = app.services.reminders;
const { post } = practiceCalls(app);
const hourMs = 60 * 60 * 1000;

/** The owner gives the practice's job to a member (themself included); throws when refused. */
async function assignJob(owner: TestUser, quoteId: number, to: TestUser) {
  const response = await post(owner, "AssignJobs", { quoteIds: [quoteId], userId: to.id });
  if (response.statusCode !== 200) throw new Error(`AssignJobs: ${response.body}`);
}

const sentOf = (noticeId: number) => lettersRemindersSent(app, noticeId);

/** The titles of the notices a person got that match `pattern` (SQL `like`). */
const titlesTo = async (user: TestUser, pattern: string) =>
  (
    await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.title, pattern)))
  ).map((row) => row.title);

/** Runs the test from the file's first instant (sessions last 7 days), and goes back to it after. */
async function fromStart(test: () => Promise<void>) {
  const start = clock.now();
  try {
    await test();
  } finally {
    clock.set(start);
  }
}

/** A started job made a practice's by its professional, who takes a preparer on. */
async function practiceJob() {
  const { expert: owner, taxpayer, quoteId } = await startedJob(app);
  await createPractice(app, owner);
  const preparer = await joinedMember(app, owner, "preparer");
  return { owner, taxpayer, quoteId, preparer };
}

describe("the reminders of a practice's job", () => {
  it("reach the member it is assigned to, and follow it when it is assigned on", () =>
    fromStart(async () => {
      const { owner, taxpayer, quoteId, preparer } = await practiceJob();
      await assignJob(owner, quoteId, preparer);
      const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-12-06" });
      await engine.runDue();

      // November 26, 9:00 in New York: 10 days before. The preparer works the job, not the owner hired.
      clock.set(new Date("2026-11-26T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [`tax-notice-10d:${preparer.id}:1`, `tax-notice-10d:${taxpayer.id}:1`].sort(),
      );

      // The owner takes the job back: the 3-day reminder is theirs, the preparer hears nothing more.
      await assignJob(owner, quoteId, owner);
      clock.set(new Date("2026-12-03T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [
          `tax-notice-10d:${preparer.id}:1`,
          `tax-notice-10d:${taxpayer.id}:1`,
          `tax-notice-3d:${owner.id}:1`,
          `tax-notice-3d:${taxpayer.id}:1`,
        ].sort(),
      );
      expect(await titlesTo(preparer, "Reminder: a CP14 is due in 3 days")).toEqual([]);
      const moved = await db
        .select()
        .from(reminders)
        .where(
          and(
            eq(reminders.kind, "tax-notice-3d"),
            eq(reminders.subjectId, String(notice.id)),
            eq(reminders.recipientUserId, preparer.id),
          ),
        );
      expect(moved.map((row) => [row.sentCount, row.stopReason])).toEqual([[0, "reassigned"]]);
    }));

  it("reach a member again when the job comes back to them", () =>
    fromStart(async () => {
      const { owner, taxpayer, quoteId, preparer } = await practiceJob();
      const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp501", deadline: "2026-12-06" });
      // Planned for the owner, who works the job as the practice takes it.
      await engine.runDue();
      await assignJob(owner, quoteId, preparer);
      clock.set(new Date("2026-11-26T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [`tax-notice-10d:${preparer.id}:1`, `tax-notice-10d:${taxpayer.id}:1`].sort(),
      );

      // Back with the owner while the deadline is ahead: they are told too, as a member given it anew would be.
      await assignJob(owner, quoteId, owner);
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [
          `tax-notice-10d:${owner.id}:1`,
          `tax-notice-10d:${preparer.id}:1`,
          `tax-notice-10d:${taxpayer.id}:1`,
        ].sort(),
      );
    }));

  it("of a rejected return go to the member working the job, not the professional hired", () =>
    fromStart(async () => {
      const { expert: owner, quoteId } = await jobInForReview(app);
      await createPractice(app, owner);
      const preparer = await joinedMember(app, owner, "preparer");
      await assignJob(owner, quoteId, preparer);
      const [filing] = (await recordFiling(app, preparer, quoteId)).filings;
      await acknowledge(app, preparer, filing?.id ?? 0, "IND-031-04");

      clock.advance(8 * hourMs + 60_000);
      await engine.runDue();
      const rejected = "Reminder: correct the rejected return of %";
      expect(await titlesTo(preparer, rejected)).toHaveLength(1);
      expect(await titlesTo(owner, rejected)).toEqual([]);
    }));
});

describe("a practice's job's Reminders tab", () => {
  it("names whom each reminder goes to as the member reading it: them, the client, or a colleague", () =>
    fromStart(async () => {
      const { owner, taxpayer, quoteId, preparer } = await practiceJob();
      await assignJob(owner, quoteId, preparer);
      // Booked with the preparer, who works the job.
      const startsAt = new Date(clock.now().getTime() + 3 * 24 * hourMs);
      await db.insert(appointments).values({
        accountantUserId: preparer.id,
        taxpayerUserId: taxpayer.id,
        quoteId,
        typeId: 3,
        status: "approved",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        uid: `practice-reminders-${quoteId}@taxlane.test`,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await engine.runDue();
      const subjectsFor = async (reader: TestUser) =>
        (
          await getAs<JobReminders>(app, reader, `Accountant/GetJobReminders?quoteId=${quoteId}`)
        ).body.reminders
          .filter((reminder) => reminder.kind === "appointment-24h")
          .map((reminder) => reminder.subject.replace(/^.*\), /, ""))
          .sort();
      expect(await subjectsFor(preparer)).toEqual(["to you", "to your client"]);
      // Every test person is named Test Person.
      expect(await subjectsFor(owner)).toEqual(["to Test Person", "to your client"]);
    }));
});

describe("a request routed to a practice's member and not quoted", () => {
  it("is reminded to the member it is assigned to now, not the one it was routed to", () =>
    fromStart(async () => {
      const { owner, preparer, reviewer } = await practiceOfEveryRole(app);
      const taxpayer = await createSignedInUser(app, 1);
      const requestId = await postIndividualRequest(app, taxpayer, {
        invitationkey: await invitationKey(app, preparer),
      });
      await engine.runDue();
      const moved = await post(owner, "AssignRequests", { requestIds: [requestId], userId: reviewer.id });
      expect(moved.statusCode, moved.body).toBe(200);

      clock.advance(24 * hourMs + 60_000);
      await engine.runDue();
      const waiting = "A taxpayer is waiting for your quote";
      expect(await titlesTo(reviewer, waiting)).toEqual([waiting]);
      expect(await titlesTo(preparer, waiting)).toEqual([]);
    }));
});
