import { intlLocale } from "../../../lib/language";

/**
 * Wording helpers so the legal pages can state the contract's numbers the way people read them: the
 * English words here, the Spanish ones in legal-text.es.ts; money and dates follow the page's language.
 */

const smallNumbers = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;

/** "seven" for 7; numbers above twelve stay as digits, as style guides suggest. */
export function numberWord(value: number): string {
  return smallNumbers[value] ?? String(value);
}

/** "once", "twice", then "three times" and so on. */
export function timesWord(count: number): string {
  if (count === 1) return "once";
  if (count === 2) return "twice";
  return `${numberWord(count)} times`;
}

/** Whole US dollars: "$75,000" (in English and in US Spanish alike). */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * "November 1, 2026" (in Spanish "1 de noviembre de 2026") for "2026-11-01", the same in every time
 * zone.
 */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The date the privacy policy was last changed. */
export const LEGAL_LAST_UPDATED = "2026-11-01";

/** The date the terms were last changed (plans keep the price they began at). */
export const TERMS_LAST_UPDATED = "2026-11-27";
