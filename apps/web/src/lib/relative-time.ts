import { intlLocale } from "./language";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Each unit is used up to the next one's size; the last one has no bound. */
const units: readonly { unit: Intl.RelativeTimeFormatUnit; size: number; below: number }[] = [
  { unit: "minute", size: MINUTE, below: HOUR },
  { unit: "hour", size: HOUR, below: DAY },
  { unit: "day", size: DAY, below: 7 * DAY },
  { unit: "week", size: 7 * DAY, below: 30 * DAY },
  { unit: "month", size: 30 * DAY, below: 365 * DAY },
  { unit: "year", size: 365 * DAY, below: Number.POSITIVE_INFINITY },
];

const relativeFormat = new Intl.RelativeTimeFormat(intlLocale(), { numeric: "auto" });

/**
 * `justNow`, "5 minutes ago", "2 hours ago", "yesterday", "3 weeks ago"… A date slightly ahead of
 * `now` (clocks of the server and the browser differ) counts as just now; "" for an unreadable date.
 */
export function relativeTime(date: string, now: number, justNow: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return "";
  const elapsed = now - time;
  if (elapsed < MINUTE) return justNow;
  const { unit, size } = units.find((entry) => elapsed < entry.below) ?? { unit: "year", size: 365 * DAY };
  return relativeFormat.format(-Math.floor(elapsed / size), unit);
}
