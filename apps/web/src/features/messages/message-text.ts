import { t } from "@taxlane/contract/i18n";
import { intlLocale } from "../../lib/language";

/** The empty state of the messages list. */
export const EMPTY_MESSAGES_TEXT = t("messages.emptyList");

/** "12 KB", "3.4 MB": a file's size as people read it. */
export function fileSizeText(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

const timeFormat = new Intl.DateTimeFormat(intlLocale(), { hour: "numeric", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(intlLocale(), { month: "short", day: "numeric" });
const yearFormat = new Intl.DateTimeFormat(intlLocale(), { month: "short", day: "numeric", year: "numeric" });

/** When a message was sent: the time today, the day this year, the full date before. */
export function messageTimeText(isoDate: string, now: Date = new Date()): string {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return "";
  const date = new Date(time);
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  if (date.getFullYear() === now.getFullYear())
    return `${dayFormat.format(date)}, ${timeFormat.format(date)}`;
  return yearFormat.format(date);
}

/** The list's line under a conversation: when its last message came, or that none has yet. */
export function lastMessageText(isoDate: string | null, now: Date = new Date()): string {
  return isoDate === null ? t("messages.noMessagesYet") : messageTimeText(isoDate, now);
}

/** "3 unread messages" for screen readers beside a badge. */
export function unreadText(count: number): string {
  return t("messages.unreadCount", { count });
}

/** Whether a file is an image the thread can preview. */
export function isPreviewableImage(contentType: string | undefined, name: string): boolean {
  if (contentType !== undefined) return /^image\/(png|jpeg|gif|webp)$/.test(contentType);
  return /\.(png|jpe?g|gif|webp)$/i.test(name);
}
