import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sentInvoice } from "../../../test/invoices";
import { latestMailTo } from "../../../test/mailbox";
import { startedJob } from "../../../test/marketplace";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { invoices, notifications, paymentSettings, reminders } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

// The engine's pass reminds everyone in its database: this file keeps its own, on its own clock.
const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const database = await ownDatabase();
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
const { db } = app.services;
const { engine } = app.services.reminders;
const dayMs = 24 * 60 * 60 * 1000;

const reminderOf = async (invoiceId: number) => {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.kind, "invoice-unpaid"), eq(reminders.subjectId, String(invoiceId))));
  return row ?? null;
};
const toldTo = (userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

/** The professional's payment settings, as their settings page would save them. */
const remindEvery = (expertUserId: number, reminderEveryDays: number) =>
  db
    .insert(paymentSettings)
    .values({ userId: expertUserId, reminderEveryDays, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: paymentSettings.userId, set: { reminderEveryDays } });

/** Runs the test from the file's first instant, and goes back to it after. */
async function fromStart(test: () => Promise<void>) {
  const start = clock.now();
  try {
    await test();
  } finally {
    clock.set(start);
  }
}

describe("reminders of unpaid invoices", () => {
  it("remind the taxpayer a week after sending (no settings), saying what is due; not once paid", () =>
    fromStart(async () => {
      const { expert, taxpayer, quoteId } = await startedJob(app, "480");
      const invoice = await sentInvoice(app, expert, quoteId, 30_000);
      clock.advance(7 * dayMs - 60_000);
      await engine.runDue();
      expect(await reminderOf(invoice.id)).toMatchObject({ sentCount: 0, recipientUserId: taxpayer.id });

      clock.advance(2 * 60_000);
      await engine.runDue();
      expect(await reminderOf(invoice.id)).toMatchObject({ sentCount: 1, everyDays: 7, maxCount: 5 });
      const words = { due: "$300.00", number: invoice.number ?? "", professional: "Test Person" };
      const [notice] = await toldTo(taxpayer.id);
      expect(notice).toMatchObject({
        title: t("invoiceReminders.title", words),
        link: `user/tax_preparation/${quoteId}?tab=billing`,
      });
      expect(notice?.description).toContain(`has $300.00 left to pay, due`);
      const mail = await latestMailTo(app, taxpayer.email, t("invoiceReminders.title", words));
      expect(mail?.text).toContain(`/user/tax_preparation/${quoteId}?tab=billing`);

      // Partly paid: the next one says what is left.
      await db
        .update(invoices)
        .set({ paidCents: 10_000, status: "partly-paid" })
        .where(eq(invoices.id, invoice.id));
      clock.advance(7 * dayMs);
      await engine.runDue();
      expect(await reminderOf(invoice.id)).toMatchObject({ sentCount: 2 });
      expect((await toldTo(taxpayer.id))[0]?.title).toBe(
        t("invoiceReminders.title", { ...words, due: "$200.00" }),
      );

      // Paid: the reminder stops without a send.
      await db.update(invoices).set({ paidCents: 30_000, status: "paid" }).where(eq(invoices.id, invoice.id));
      clock.advance(7 * dayMs);
      await engine.runDue();
      expect(await reminderOf(invoice.id)).toMatchObject({ sentCount: 2, stopReason: "answered" });
    }));

  it("follow the professional's cadence, five times at most, and stop for a void invoice", () =>
    fromStart(async () => {
      const { expert, quoteId } = await startedJob(app, "480");
      await remindEvery(expert.id, 3);
      const invoice = await sentInvoice(app, expert, quoteId, 10_000);
      const voided = await sentInvoice(app, expert, quoteId, 5_000);
      clock.advance(3 * dayMs + 1000);
      await engine.runDue();
      expect(await reminderOf(voided.id)).toMatchObject({ everyDays: 3, sentCount: 1 });
      await db.update(invoices).set({ status: "void" }).where(eq(invoices.id, voided.id));
      expect(await engine.send((await reminderOf(voided.id))?.id ?? 0, "now")).toBe("answered");

      for (let pass = 2; pass <= 6; pass += 1) {
        clock.advance(3 * dayMs + 1000);
        await engine.runDue();
      }
      expect(await reminderOf(invoice.id)).toMatchObject({ sentCount: 5, stopReason: "done" });
      expect(await reminderOf(voided.id)).toMatchObject({ sentCount: 1, stopReason: "answered" });
    }));

  it("never remind when the professional chose never, and stop once they do", () =>
    fromStart(async () => {
      const never = await startedJob(app, "480");
      await remindEvery(never.expert.id, 0);
      const unreminded = await sentInvoice(app, never.expert, never.quoteId, 10_000);
      const turnedOff = await startedJob(app, "480");
      const later = await sentInvoice(app, turnedOff.expert, turnedOff.quoteId, 5_000);
      clock.advance(7 * dayMs + 1000);
      await engine.runDue();
      expect(await reminderOf(later.id)).toMatchObject({ sentCount: 1 });

      // Reminded every week (no settings), then the professional turns reminders off: the next one
      // stops unsent.
      await remindEvery(turnedOff.expert.id, 0);
      clock.advance(30 * dayMs);
      await engine.runDue();
      expect(await reminderOf(later.id)).toMatchObject({ sentCount: 1, stopReason: "answered" });
      expect(await reminderOf(unreminded.id)).toBeNull();
      expect((await toldTo(never.taxpayer.id)).map((row) => row.title)).not.toContain(
        t("invoiceReminders.title", { due: "$100.00", number: unreminded.number ?? "" }),
      );
    }));
});
