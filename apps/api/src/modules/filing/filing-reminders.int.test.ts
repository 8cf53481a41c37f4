import type { UncorrectedRejection } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { acknowledge, dayOfApp, jobInForReview, recordFiling } from "../../../test/filings";
import { postAs } from "../../../test/invoices";
import { latestMailTo } from "../../../test/mailbox";
import { getAs } from "../../../test/marketplace";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { notifications } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

// The engine's pass reminds everyone in its database: this file keeps its own, on its own clock.
const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const database = await ownDatabase();
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
const { db } = app.services;
const { engine } = app.services.reminders;
const hourMs = 60 * 60 * 1000;

const remindersTo = (userId: number, title: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, title)))
    .orderBy(desc(notifications.id));

/** Runs the test from the file's first instant, and goes back to it after. */
async function fromStart(test: () => Promise<void>) {
  const start = clock.now();
  try {
    await test();
  } finally {
    clock.set(start);
  }
}

/** A job whose federal e-file the IRS rejected just now. */
async function rejectedJob() {
  const job = await jobInForReview(app);
  const [filing] = (await recordFiling(app, job.expert, job.quoteId)).filings;
  await acknowledge(app, job.expert, filing?.id ?? 0, "IND-031-04");
  return { ...job, filingId: filing?.id ?? 0 };
}

const rejectionTitle = "Reminder: correct the rejected return of %";

describe("a rejection's 24 hours", () => {
  it("reminds the professional every 8 hours in the app and by mail, then the operator console lists it", () =>
    fromStart(async () => {
      const { expert, quoteId, filingId } = await rejectedJob();
      const admin = await createSignedInUser(app, 3);
      const listed = async () =>
        (await getAs<UncorrectedRejection[]>(app, admin, "Admin/GetUncorrectedRejections")).body.filter(
          (row) => row.quoteId === quoteId,
        );
      clock.advance(8 * hourMs - 60_000);
      await engine.runDue();
      expect(await remindersTo(expert.id, rejectionTitle)).toHaveLength(0);
      clock.advance(2 * 60_000);
      await engine.runDue();
      const [first] = await remindersTo(expert.id, rejectionTitle);
      expect(first?.description).toContain("IND-031-04");
      expect(await latestMailTo(app, expert.email, first?.title)).not.toBeNull();

      clock.advance(8 * hourMs);
      await engine.runDue();
      expect(await remindersTo(expert.id, rejectionTitle)).toHaveLength(2);
      expect(await listed()).toEqual([]);

      clock.advance(8 * hourMs);
      await engine.runDue();
      expect(await remindersTo(expert.id, rejectionTitle)).toHaveLength(2);
      expect(await listed()).toEqual([
        expect.objectContaining({
          filingId,
          rejectCode: "IND-031-04",
          jurisdiction: "federal",
          professionalUserId: expert.id,
        }),
      ]);
      // Only an operator reads the list.
      expect((await getAs(app, expert, "Admin/GetUncorrectedRejections")).status).toBe(403);
    }));

  it("stops reminding once a correction is recorded, and the correction keeps it off the operator's list", () =>
    fromStart(async () => {
      const { expert, quoteId } = await rejectedJob();
      clock.advance(8 * hourMs + 60_000);
      await engine.runDue();
      expect(await remindersTo(expert.id, rejectionTitle)).toHaveLength(1);
      // A later federal e-file corrects it, without naming it.
      await recordFiling(app, expert, quoteId, { filedOn: dayOfApp(app) });
      clock.advance(8 * hourMs);
      await engine.runDue();
      clock.advance(9 * hourMs);
      await engine.runDue();
      expect(await remindersTo(expert.id, rejectionTitle)).toHaveLength(1);
      const admin = await createSignedInUser(app, 3);
      const list = (await getAs<UncorrectedRejection[]>(app, admin, "Admin/GetUncorrectedRejections")).body;
      expect(list.filter((row) => row.quoteId === quoteId)).toEqual([]);
    }));
});

describe("an amount due", () => {
  it("is reminded to the taxpayer 7 days and 1 day before its due day", () =>
    fromStart(async () => {
      const { expert, taxpayer, quoteId } = await jobInForReview(app);
      const [filing] = (await recordFiling(app, expert, quoteId)).filings;
      await acknowledge(app, expert, filing?.id ?? 0);
      const dueOn = dayOfApp(app, 20);
      const recorded = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
        quoteId,
        amountDueCents: 45_000,
        paymentDueOn: dueOn,
      });
      expect(recorded.statusCode).toBe(200);
      const dueTitle = "Reminder: $450.00 of tax is due on %";
      await engine.runDue();
      expect(await remindersTo(taxpayer.id, dueTitle)).toHaveLength(0);
      clock.advance(13 * 24 * hourMs);
      await engine.runDue();
      const [week] = await remindersTo(taxpayer.id, dueTitle);
      expect(week?.description).toContain("$450.00");
      clock.advance(6 * 24 * hourMs);
      await engine.runDue();
      expect(await remindersTo(taxpayer.id, dueTitle)).toHaveLength(2);
      expect(t("filing.reminderDueTitle", { amount: "$450.00", dueOn: "x" })).toContain("Reminder");
    }));
});
