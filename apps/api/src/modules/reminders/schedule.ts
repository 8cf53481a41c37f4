import { DateTime } from "luxon";
import { type CalendarDay, dayMs, formatDay, nextBusinessDay } from "../../lib/irs-calendar";
import { DEFAULT_TIME_ZONE, readableZone } from "../../lib/zoned-days";

/**
 * The reminders' dates, pure and on given instants: estimated tax due dates moved past weekends and
 * holidays, the instant of an appointment's reminders, the next reminder of a cadence.
 */

/** The four estimated tax payments of a tax year: April 15, June 15, September 15, January 15 after. */
export function estimatedTaxDueDates(taxYear: number): CalendarDay[] {
  return [`${taxYear}-04-15`, `${taxYear}-06-15`, `${taxYear}-09-15`, `${taxYear + 1}-01-15`].map(
    nextBusinessDay,
  );
}

/** A payment stays listed this long after its due day, so a late one can still be marked paid. */
const LISTED_AFTER_DUE_DAYS = 30;

/** The four due days the taxpayer sees to mark paid: the next ones, from 30 days back. */
export function listedEstimatedTaxDays(now: Date): CalendarDay[] {
  const year = now.getUTCFullYear();
  const first = formatDay(new Date(now.getTime() - LISTED_AFTER_DUE_DAYS * dayMs));
  return [year - 1, year, year + 1]
    .flatMap(estimatedTaxDueDates)
    .filter((day) => day >= first)
    .slice(0, 4);
}

/** Whether `day` is an estimated tax due day (of its year's payments, or the January one of the year before). */
export function isEstimatedTaxDueDay(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return [year - 1, year].some((taxYear) => estimatedTaxDueDates(taxYear).includes(day));
}

export const ESTIMATED_TAX_REMINDER_DAYS_BEFORE = 7;
/** The hour of the day, in the taxpayer's zone, the estimated tax reminder goes out. */
export const ESTIMATED_TAX_REMINDER_HOUR = 9;
export { DEFAULT_TIME_ZONE, readableZone };

/** A reminder `daysBefore` a day, at 9:00 on the person's clock (estimated payments, letters' deadlines). */
export function daysBeforeAt(day: CalendarDay, daysBefore: number, timeZone: string): Date {
  return DateTime.fromISO(day, { zone: timeZone })
    .minus({ days: daysBefore })
    .set({ hour: ESTIMATED_TAX_REMINDER_HOUR, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();
}

/** When the reminder of a payment due on `dueDay` goes out: a week before, at 9:00 in the zone. */
export function estimatedTaxReminderAt(dueDay: CalendarDay, timeZone: string): Date {
  return daysBeforeAt(dueDay, ESTIMATED_TAX_REMINDER_DAYS_BEFORE, timeZone);
}

/** The payments whose reminder falls in [from, to): the due day and the reminder's instant. */
export function estimatedTaxRemindersBetween(
  from: Date,
  to: Date,
  timeZone: string,
): { dueDay: CalendarDay; remindAt: Date }[] {
  const found: { dueDay: CalendarDay; remindAt: Date }[] = [];
  for (let year = from.getUTCFullYear() - 1; year <= to.getUTCFullYear(); year += 1) {
    for (const dueDay of estimatedTaxDueDates(year)) {
      const remindAt = estimatedTaxReminderAt(dueDay, timeZone);
      if (remindAt >= from && remindAt < to) found.push({ dueDay, remindAt });
    }
  }
  return found;
}

/**
 * The appointment reminders: the day before at the same time on the person's clock (on a
 * daylight-saving day that is 23 or 25 hours), and one hour before.
 */
export const APPOINTMENT_REMINDERS = [
  { kind: "appointment-24h", before: { days: 1 } },
  { kind: "appointment-1h", before: { hours: 1 } },
] as const;

export function appointmentReminderAt(
  startsAt: Date,
  before: { days: number } | { hours: number },
  timeZone: string,
): Date {
  return DateTime.fromJSDate(startsAt, { zone: timeZone }).minus(before).toJSDate();
}

/** The start as the person reads it, in their zone: "Monday, March 9, 2026 at 10:00 AM EDT". */
export function localStart(startsAt: Date, timeZone: string): string {
  return DateTime.fromJSDate(startsAt, { zone: timeZone }).toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
}

/**
 * The start as a list shows it beside other instants, in the reader's zone and named:
 * "Nov 26, 2026, 10:30 AM EST" (the web app's medium date and short time). An unknown zone reads
 * in the default one.
 */
export function listedStart(startsAt: Date, timeZone: string): string {
  return DateTime.fromJSDate(startsAt, { zone: readableZone(timeZone) })
    .setLocale("en-US")
    .toFormat("LLL d, yyyy, h:mm a ZZZZ");
}

/** How far ahead of their instant reminders sent once (appointments, payments, notices) are looked for. */
export const REMINDER_LOOK_AHEAD_MS = 8 * dayMs;

/** A cadence's next reminder: `everyDays` after the last one. */
export function nextDue(after: Date, everyDays: number): Date {
  return new Date(after.getTime() + everyDays * dayMs);
}

export { type CalendarDay, dayMs };
