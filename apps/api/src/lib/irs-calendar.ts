/**
 * The IRS's calendar: its business days (weekends and the federal holidays it closes on skipped), on
 * calendar days written `YYYY-MM-DD`. Due dates move past closed days (IRC 7503); a professional's
 * quoted turnaround counts the same days.
 */

export const dayMs = 24 * 60 * 60 * 1000;

/** A calendar day as `YYYY-MM-DD`. */
export type CalendarDay = string;

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
export const formatDay = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

/** The n-th (1-based) weekday (0 Sunday) of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n === -1) {
    const last = utcDay(year, month + 1, 0);
    return new Date(last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * dayMs);
  }
  const first = utcDay(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return utcDay(year, month, 1 + offset + (n - 1) * 7);
}

/** A fixed-date holiday on a Saturday is kept the Friday before, on a Sunday the Monday after. */
function observed(date: Date): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6) return new Date(date.getTime() - dayMs);
  if (weekday === 0) return new Date(date.getTime() + dayMs);
  return date;
}

/**
 * The days the IRS is closed in a year: the US federal holidays as observed (5 U.S.C. 6103), and
 * Emancipation Day in the District of Columbia (April 16, observed), which the IRS also honors for
 * its deadlines (IRC 7503).
 */
export function irsHolidays(year: number): Set<CalendarDay> {
  const days = [
    observed(utcDay(year, 1, 1)),
    // New Year's Day of the next year observed on this year's December 31.
    observed(utcDay(year + 1, 1, 1)),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    observed(utcDay(year, 4, 16)),
    nthWeekday(year, 5, 1, -1),
    observed(utcDay(year, 6, 19)),
    observed(utcDay(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    observed(utcDay(year, 11, 11)),
    nthWeekday(year, 11, 4, 4),
    observed(utcDay(year, 12, 25)),
  ];
  return new Set(days.filter((day) => day.getUTCFullYear() === year).map(formatDay));
}

/** The day itself when it is a business day, else the next one (weekends and IRS holidays skipped). */
export function nextBusinessDay(day: CalendarDay): CalendarDay {
  let date = new Date(`${day}T00:00:00Z`);
  for (;;) {
    const weekday = date.getUTCDay();
    const holiday = irsHolidays(date.getUTCFullYear()).has(formatDay(date));
    if (weekday !== 0 && weekday !== 6 && !holiday) return formatDay(date);
    date = new Date(date.getTime() + dayMs);
  }
}

/** `day` moved by `days` calendar days (negative: back). */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return formatDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs));
}

/**
 * The business day `days` business days after `day`: each counted day is the next open one, so from a
 * Saturday one business day is the Monday. With 0, the day itself when open, else the next open one.
 */
export function addBusinessDays(day: CalendarDay, days: number): CalendarDay {
  let current = days === 0 ? nextBusinessDay(day) : day;
  for (let left = days; left > 0; left -= 1) current = nextBusinessDay(addCalendarDays(current, 1));
  return current;
}
