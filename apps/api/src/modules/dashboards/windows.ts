import { DateTime } from "luxon";
import { addCalendarDays, type CalendarDay } from "../../lib/irs-calendar";
import { dayIn } from "../../lib/zoned-days";

/**
 * The windows the dashboards look back over, in the reader's zone: whole months (this one and the
 * ones before) or whole days (today and the ones before), each with the instant it starts, which the
 * queries compare against, and every month or day listed so a chart shows the empty ones too.
 */

/** The last `count` months up to the one holding `now`, oldest first, and when the first began. */
export function monthsWindow(now: Date, zone: string, count: number): { since: Date; months: string[] } {
  const first = DateTime.fromJSDate(now, { zone })
    .startOf("month")
    .minus({ months: count - 1 });
  const months = Array.from({ length: count }, (_, index) =>
    first.plus({ months: index }).toFormat("yyyy-MM"),
  );
  return { since: first.toJSDate(), months };
}

/** The last `count` days up to the one holding `now`, oldest first, and when the first began. */
export function daysWindow(now: Date, zone: string, count: number): { since: Date; days: CalendarDay[] } {
  const today = dayIn(now, zone);
  const days = Array.from({ length: count }, (_, index) => addCalendarDays(today, index - count + 1));
  const since = DateTime.fromISO(days[0] ?? today, { zone })
    .startOf("day")
    .toJSDate();
  return { since, days };
}
