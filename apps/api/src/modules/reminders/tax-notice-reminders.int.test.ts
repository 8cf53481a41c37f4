import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { latestMailTo } from "../../../test/mailbox";
import { startedJob } from "../../../test/marketplace";
import { lettersRemindersSent, postNotice, uploadedNotice } from "../../../test/tax-notices";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { notifications, reminders } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

// The engine's pass reminds everyone in its database: this file keeps its own, on its own clock.
const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const database = await ownDatabase();
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
const { db } = app.services;
const { engine } = app.services.reminders;
const minute = 60_000;

const sentOf = (noticeId: number) => lettersRemindersSent(app, noticeId);
const titlesTo = async (userId: number) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

/** Runs the test from the file's first instant, and goes back to it after. */
async function fromStart(test: () => Promise<void>) {
  const start = clock.now();
  try {
    await test();
  } finally {
    clock.set(start);
  }
}

describe("reminders of a letter's deadline", () => {
  it("go to the professional and the taxpayer 10 and 3 days before, at 9:00 New York time, once each", () =>
    fromStart(async () => {
      const { expert, taxpayer, quoteId } = await startedJob(app);
      const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp2000", deadline: "2026-12-20" });
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual([]);

      // December 10, 9:00 in New York is 14:00 UTC.
      clock.set(new Date(Date.parse("2026-12-10T14:00:00Z") - minute));
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual([]);
      clock.advance(2 * minute);
      await engine.runDue();
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [`tax-notice-10d:${expert.id}:1`, `tax-notice-10d:${taxpayer.id}:1`].sort(),
      );
      expect(await titlesTo(expert.id)).toContain("Reminder: a CP2000 is due in 10 days");
      const [toTaxpayer] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, taxpayer.id), like(notifications.title, "Reminder:%")));
      expect(toTaxpayer).toMatchObject({
        title: "Reminder: a CP2000 is due in 10 days",
        description:
          "Your CP2000 must be answered by December 20, 2026. Your professional has not marked it answered yet.",
        link: `user/tax_preparation/${quoteId}?tab=letters`,
      });
      const mail = await latestMailTo(app, expert.email, "Reminder: a CP2000 is due in 10 days");
      expect(mail?.text).toContain("Test Person's CP2000 must be answered by December 20, 2026");

      clock.set(new Date("2026-12-17T14:01:00Z"));
      await engine.runDue();
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [
          `tax-notice-10d:${expert.id}:1`,
          `tax-notice-10d:${taxpayer.id}:1`,
          `tax-notice-3d:${expert.id}:1`,
          `tax-notice-3d:${taxpayer.id}:1`,
        ].sort(),
      );
      expect(await titlesTo(taxpayer.id)).toContain("Reminder: a CP2000 is due in 3 days");

      // Past the deadline, nothing more.
      clock.set(new Date("2026-12-25T14:00:00Z"));
      await engine.runDue();
      expect((await titlesTo(expert.id)).filter((title) => title.startsWith("Reminder:"))).toHaveLength(2);
    }));

  it("stop once the professional marks the letter answered", () =>
    fromStart(async () => {
      const { expert, taxpayer, quoteId } = await startedJob(app);
      const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-12-06" });
      clock.set(new Date("2026-11-26T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(notice.id)).toHaveLength(2);
      const answered = await postNotice(app, expert, "Accountant/RespondToTaxNotice", {
        noticeId: notice.id,
        note: "Paid in full.",
      });
      expect(answered.statusCode, answered.body).toBe(200);
      clock.set(new Date("2026-12-03T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(notice.id)).toEqual(
        [`tax-notice-10d:${expert.id}:1`, `tax-notice-10d:${taxpayer.id}:1`].sort(),
      );
      const stopped = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.kind, "tax-notice-3d"), eq(reminders.subjectId, String(notice.id))));
      expect(stopped.map((row) => row.stopReason)).toEqual(["answered", "answered"]);
    }));

  it("of a letter that came 5 days before its deadline: only the 3-day one, and none once answered first", () =>
    fromStart(async () => {
      const { expert, taxpayer, quoteId } = await startedJob(app);
      const near = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp501", deadline: "2026-11-29" });
      const answeredFirst = await uploadedNotice(app, taxpayer, quoteId, {
        kind: "cp503",
        deadline: "2026-12-10",
      });
      await postNotice(app, expert, "Accountant/RespondToTaxNotice", {
        noticeId: answeredFirst.id,
        note: "Done.",
      });
      await engine.runDue();
      clock.set(new Date("2026-11-26T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(near.id)).toEqual(
        [`tax-notice-3d:${expert.id}:1`, `tax-notice-3d:${taxpayer.id}:1`].sort(),
      );
      clock.set(new Date("2026-12-07T14:01:00Z"));
      await engine.runDue();
      expect(await sentOf(answeredFirst.id)).toEqual([]);
    }));

  it("follow the person's choice: in the app only, no mail", () =>
    fromStart(async () => {
      const { expert, taxpayer, quoteId } = await startedJob(app);
      const chose = await postNotice(app, expert, "User/SetNotificationPreference", {
        kind: "tax-notices",
        channel: "in-app",
      });
      expect(chose.statusCode, chose.body).toBe(200);
      await uploadedNotice(app, taxpayer, quoteId, { kind: "cp11", deadline: "2026-12-08" });
      clock.set(new Date("2026-12-05T14:01:00Z"));
      await engine.runDue();
      expect(await titlesTo(expert.id)).toContain("Reminder: a CP11 is due in 3 days");
      expect(await latestMailTo(app, expert.email, "Reminder: a CP11 is due in 3 days")).toBeNull();
    }));
});
