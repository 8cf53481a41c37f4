import { RENEWAL_REMINDER_DAYS_BEFORE, TRIAL_REMINDER_DAYS_BEFORE } from "@taxlane/contract";
import { type BillingNoticeKind, billingReminderRecords } from "../billing";
import type { ReminderSource } from "./reminder-source";
import { dayMs, REMINDER_LOOK_AHEAD_MS } from "./schedule";

/** A notice's subject: the subscription and the period end it is about (a new term, a new notice). */
const subjectOf = (subscriptionId: number, periodEnd: Date) => `${subscriptionId}:${periodEnd.toISOString()}`;

function readSubject(subjectId: string): { subscriptionId: number; periodEnd: Date } | null {
  const at = subjectId.indexOf(":");
  const subscriptionId = Number(subjectId.slice(0, at));
  const periodEnd = new Date(subjectId.slice(at + 1));
  if (at < 1 || !Number.isInteger(subscriptionId) || Number.isNaN(periodEnd.getTime())) return null;
  return { subscriptionId, periodEnd };
}

function billingSource(kind: BillingNoticeKind, windowDays: number): ReminderSource {
  return {
    kind,
    preference: "billing",
    jobCadence: false,
    async discover(db, now) {
      const until = new Date(now.getTime() + windowDays * dayMs + REMINDER_LOOK_AHEAD_MS);
      const found =
        kind === "trial-ending"
          ? await billingReminderRecords.trialsEnding(db, now, until)
          : await billingReminderRecords.yearlyTermsEnding(db, now, until);
      return found.map((subject) => ({
        kind,
        subjectId: subjectOf(subject.subscriptionId, subject.periodEnd),
        quoteId: null,
        recipientUserId: subject.userId,
        everyDays: 0,
        maxCount: 1,
        nextDueAt: subject.sendAt,
        createdAt: now,
      }));
    },
    async current(db, reminder, now) {
      const subject = readSubject(reminder.subjectId);
      if (!subject) return null;
      const notice = await billingReminderRecords.notice(
        db,
        kind,
        subject.subscriptionId,
        subject.periodEnd,
        now,
      );
      return notice && { ...notice, link: "expert/profile#plan" };
    },
  };
}

/** The trial's end (3 days before) and the yearly renewal (60 days before, never under 30). */
export const billingSources: readonly ReminderSource[] = [
  billingSource("trial-ending", TRIAL_REMINDER_DAYS_BEFORE),
  billingSource("yearly-renewal", RENEWAL_REMINDER_DAYS_BEFORE.max),
];
