import { DateTime } from "luxon";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { taxNoticeReminderRecords } from "../tax-notices";
import type { ReminderSource } from "./reminder-source";
import type { NewReminder } from "./reminders.repository";
import { dayMs, daysBeforeAt, readableZone } from "./schedule";

/** A letter's deadline is reminded 10 days and 3 days before it, once each. */
export const TAX_NOTICE_REMINDERS = [
  { kind: "tax-notice-10d", daysBefore: 10 },
  { kind: "tax-notice-3d", daysBefore: 3 },
] as const;

/** Whether a reminder nearer the deadline than `entry` is already due: `entry` would come too late. */
function nearerDue(
  entry: (typeof TAX_NOTICE_REMINDERS)[number],
  deadline: string,
  zone: string,
  now: Date,
): boolean {
  return TAX_NOTICE_REMINDERS.some(
    (other) => other.daysBefore < entry.daysBefore && daysBeforeAt(deadline, other.daysBefore, zone) <= now,
  );
}

async function zonesOf(db: Executor, userIds: number[]) {
  const people = await peopleRecords.byIds(db, userIds);
  return (userId: number) => readableZone(people.get(userId)?.timeZone);
}

/**
 * A letter from the IRS or a state not yet answered: its professional and its taxpayer are reminded
 * 10 and 3 days before its deadline, at 9:00 on each one's clock, until the professional marks it
 * answered (tax-notices' `taxNoticeReminderRecords`). A reminder whose instant had passed when the
 * letter came (uploaded 5 days before) is not sent late, nor one found after the nearer one's instant
 * (the engine stood still): the nearer one comes instead. The professional's side is the member
 * working the job when the reminder goes out (`stillFor`). Not listed on
 * the job's Reminders tab (no job), the job's Letters tab shows the deadlines.
 */
function taxNoticeSource(entry: (typeof TAX_NOTICE_REMINDERS)[number]): ReminderSource {
  return {
    kind: entry.kind,
    preference: "tax-notices",
    jobCadence: false,
    async discover(db, now) {
      // A day back: on a clock west of UTC the deadline may still be ahead.
      const open = await taxNoticeReminderRecords.open(
        db,
        new Date(now.getTime() - dayMs).toISOString().slice(0, 10),
      );
      const zone = await zonesOf(
        db,
        open.flatMap((notice) => [notice.professionalUserId, notice.taxpayerUserId]),
      );
      const found: NewReminder[] = [];
      for (const notice of open) {
        for (const userId of [notice.professionalUserId, notice.taxpayerUserId]) {
          const remindAt = daysBeforeAt(notice.deadline, entry.daysBefore, zone(userId));
          // Past when the letter came: not sent late (the nearer one comes), nor once the nearer one is due.
          if (remindAt < notice.uploadedAt || nearerDue(entry, notice.deadline, zone(userId), now)) continue;
          found.push({
            kind: entry.kind,
            subjectId: String(notice.noticeId),
            quoteId: null,
            recipientUserId: userId,
            everyDays: 0,
            maxCount: 1,
            nextDueAt: remindAt,
            createdAt: now,
          });
        }
      }
      return found;
    },
    stillFor(db, reminder) {
      return taxNoticeReminderRecords.stillFor(db, Number(reminder.subjectId), reminder.recipientUserId);
    },
    async current(db, reminder, now) {
      const zone = await zonesOf(db, [reminder.recipientUserId]);
      const today = DateTime.fromJSDate(now, { zone: zone(reminder.recipientUserId) }).toISODate() ?? "";
      return taxNoticeReminderRecords.current(
        db,
        Number(reminder.subjectId),
        reminder.recipientUserId,
        entry.daysBefore,
        today,
      );
    },
  };
}

export const taxNoticeSources: readonly ReminderSource[] = TAX_NOTICE_REMINDERS.map(taxNoticeSource);
