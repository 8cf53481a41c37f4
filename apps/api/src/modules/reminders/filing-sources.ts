import { filingReminderRecords } from "../filing";
import type { ReminderSource } from "./reminder-source";

/** The engine's reminders of one instant each, from the filing module's subjects. */
const once = (
  kind: "filing-rejected" | "tax-due",
  found: { subjectId: string; recipientUserId: number; dueAt: Date }[],
  now: Date,
) =>
  found.map((reminder) => ({
    kind,
    subjectId: reminder.subjectId,
    quoteId: null,
    recipientUserId: reminder.recipientUserId,
    everyDays: 0,
    maxCount: 1,
    nextDueAt: reminder.dueAt,
    createdAt: now,
  }));

/**
 * A rejected filing not yet corrected: its professional (the member working a practice's job, who
 * may change: `stillFor`) is reminded 8 and 16 hours after the rejection was recorded (in the app
 * and by mail), none once a correction is recorded or 24 hours passed (the operator console lists
 * it then). Under "requests": the work a client waits on.
 */
export const filingRejectedSource: ReminderSource = {
  kind: "filing-rejected",
  preference: "requests",
  jobCadence: false,
  async discover(db, now) {
    return once("filing-rejected", await filingReminderRecords.rejectionReminders(db, now), now);
  },
  stillFor(db, reminder) {
    return filingReminderRecords.rejectionStillFor(db, reminder.subjectId, reminder.recipientUserId);
  },
  current(db, reminder, now) {
    return filingReminderRecords.rejectionMessage(db, reminder.subjectId, now);
  },
};

/**
 * An amount due on the accepted return: its taxpayer is reminded 7 days and 1 day before its due day,
 * under "estimated-tax" (paying the IRS), until the outcome changes.
 */
export const taxDueSource: ReminderSource = {
  kind: "tax-due",
  preference: "estimated-tax",
  jobCadence: false,
  async discover(db, now) {
    return once("tax-due", await filingReminderRecords.taxDueReminders(db, now), now);
  },
  current(db, reminder) {
    return filingReminderRecords.taxDueMessage(db, reminder.subjectId);
  },
};
