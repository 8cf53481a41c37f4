import type { UserNotification } from "@taxlane/contract";
import { notifications } from "@taxlane/contract/i18n/en/notifications";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/** What the bell and its list say (the catalog's notification texts). */
export const notificationTexts = {
  heading: notifications.heading,
  markAllRead: notifications.markAllRead,
  empty: notifications.empty,
  emptyHint: notifications.emptyHint,
  loadError: notifications.loadError,
  tryAgain: notifications.tryAgain,
  unread: notifications.unread,
} as const;

/** How many of `notifications` are still unread. */
export function unreadCount(notifications: readonly UserNotification[] | undefined): number {
  return notifications?.filter((notification) => !notification.isRead).length ?? 0;
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0
    ? formatPlain(notifications.bellLabelUnread, { count: unread })
    : notificationTexts.heading;
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
  if (elapsed < MINUTE) return notifications.justNow;
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
