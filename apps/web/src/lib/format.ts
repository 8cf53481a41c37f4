import { intlLocale } from "./language";

const shortDate = new Intl.DateTimeFormat(intlLocale(), { month: "short", day: "numeric", year: "numeric" });
const usd = new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "USD" });
// A calendar day names no instant: read and written in UTC, it is the same day wherever the reader is.
const shortDay = new Intl.DateTimeFormat(intlLocale(), {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const shortDateTime = new Intl.DateTimeFormat(intlLocale(), {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Mar 4, 2026, 3:05 PM", or the text as it came when it is not a moment. */
export function dateTimeText(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? isoDate : shortDateTime.format(time);
}

/** "Mar 4, 2026", or the text as it came when it is not a date. */
export function dateText(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? isoDate : shortDate.format(time);
}

/** "Mar 4, 2026" from a calendar day (`2026-03-04`), or the text as it came when it is not one. */
export function calendarDayText(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : shortDay.format(time);
}

/** "Ann Lee" from first and last names, without a stray space when one is missing. */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/**
 * A label as it reads inside a sentence: "Social security number or ITIN" → "social security number
 * or ITIN". Only the first letter is lowered, and not when the first word is an abbreviation ("EIN").
 */
export function midSentence(label: string): string {
  const firstWord = label.split(/\s/, 1)[0] ?? "";
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** "$1,275.00": an amount in cents, always with its cents, as invoices and payments show money. */
export function centsText(cents: number): string {
  return usd.format(cents / 100);
}
