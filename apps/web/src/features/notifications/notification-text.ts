import type { UserNotification } from "@taxlane/contract";

/** What the bell and its list say (the contract has no notification texts yet). */
export const notificationTexts = {
  heading: "Notifications",
  markAllRead: "Mark all as read",
  empty: "No notifications yet",
  emptyHint: "News about your requests, quotes and jobs will show here.",
  loadError: "We could not load your notifications.",
  tryAgain: "Try again",
  unread: "Unread",
} as const;

/** How many of `notifications` are still unread. */
export function unreadCount(notifications: readonly UserNotification[] | undefined): number {
  return notifications?.filter((notification) => !notification.isRead).length ?? 0;
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${notificationTexts.heading}, ${unread} unread` : notificationTexts.heading;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
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

const relativeFormat = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/**
 * "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 weeks ago"… A date slightly ahead of
 * `now` (clocks of the server and the browser differ) counts as just now; "" for an unreadable date.
 */
export function relativeTimeText(date: string, now: number = Date.now()): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return "";
  const elapsed = now - time;
  if (elapsed < MINUTE) return "just now";
  const { unit, size } = units.find((entry) => elapsed < entry.below) ?? { unit: "year", size: 365 * DAY };
  return relativeFormat.format(-Math.floor(elapsed / size), unit);
}

const fullDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Mar 4, 2026, 3:05 PM" in the browser's time zone; "" for an unreadable date. */
export function fullDateText(date: string, timeZone?: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return "";
  const format =
    timeZone === undefined
      ? fullDateFormat
      : new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  return format.format(time);
}
