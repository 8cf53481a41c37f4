import type { UserNotification } from "@taxlane/contract";
import { notifications } from "@taxlane/contract/i18n/local/notifications";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { intlLocale } from "../../lib/language";
import { relativeTime } from "../../lib/relative-time";

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

/** "just now", "5 minutes ago", "yesterday"…; "" for an unreadable date. */
export function relativeTimeText(date: string, now: number = Date.now()): string {
  return relativeTime(date, now, notifications.justNow);
}

const fullDateFormat = new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium", timeStyle: "short" });

/** "Mar 4, 2026, 3:05 PM" in the browser's time zone; "" for an unreadable date. */
export function fullDateText(date: string, timeZone?: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return "";
  const format =
    timeZone === undefined
      ? fullDateFormat
      : new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium", timeStyle: "short", timeZone });
  return format.format(time);
}
