import { invoiceReminderRecords } from "../payments";
import type { ReminderSource } from "./reminder-source";
import { dayMs } from "./schedule";

/** An unpaid invoice is reminded at most this many times. */
export const INVOICE_REMINDER_MAX = 5;

/**
 * A sent invoice with something left to pay: its taxpayer is reminded every so many days from its
 * sending, as its professional chose (payments' settings; never when they chose 0), until it is paid
 * or void. Under the "billing" preference, which reaches taxpayers as their unpaid-invoice reminders.
 * Not listed on the job's Reminders tab: the Billing tab shows what is due.
 */
export const invoiceSource: ReminderSource = {
  kind: "invoice-unpaid",
  preference: "billing",
  jobCadence: false,
  async discover(db, now) {
    return (await invoiceReminderRecords.waiting(db)).map((waiting) => ({
      kind: "invoice-unpaid",
      subjectId: String(waiting.invoiceId),
      quoteId: null,
      recipientUserId: waiting.taxpayerUserId,
      everyDays: waiting.everyDays,
      maxCount: INVOICE_REMINDER_MAX,
      nextDueAt: new Date(waiting.sentAt.getTime() + waiting.everyDays * dayMs),
      createdAt: now,
    }));
  },
  current(db, reminder, now) {
    return invoiceReminderRecords.current(db, Number(reminder.subjectId), now);
  },
};
