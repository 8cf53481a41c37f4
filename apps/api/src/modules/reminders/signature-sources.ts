import { signatureReminderRecords } from "../signatures";
import type { ReminderSource } from "./reminder-source";
import { dayMs } from "./schedule";

/** A signer is reminded this long after the request was sent, and as often again, three times at most. */
export const SIGNATURE_REMINDER_EVERY_DAYS = 3;
const SIGNATURE_REMINDER_MAX = 3;

/**
 * A document waiting for a signature: the signer's account is reminded (for a spouse signing by link
 * alone, the job's taxpayer's, about them) until it is signed, withdrawn or expired. Not listed on
 * the job's Reminders tab: the Signatures tab shows where each signer stands.
 */
export const signatureSource: ReminderSource = {
  kind: "signature-waiting",
  preference: "documents",
  jobCadence: false,
  async discover(db, now) {
    return (await signatureReminderRecords.waiting(db, now)).map((waiting) => ({
      kind: "signature-waiting",
      subjectId: String(waiting.signerId),
      quoteId: null,
      recipientUserId: waiting.recipientUserId,
      everyDays: SIGNATURE_REMINDER_EVERY_DAYS,
      maxCount: SIGNATURE_REMINDER_MAX,
      nextDueAt: new Date(waiting.sentAt.getTime() + SIGNATURE_REMINDER_EVERY_DAYS * dayMs),
      createdAt: now,
    }));
  },
  current(db, reminder, now) {
    return signatureReminderRecords.current(db, Number(reminder.subjectId), reminder.recipientUserId, now);
  },
};
