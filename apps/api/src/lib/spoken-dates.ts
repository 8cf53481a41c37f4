import { currentLanguage } from "@taxlane/contract/i18n";

/** The Intl locale of the language being spoken: US conventions (month names, 12-hour clock) in each. */
export const spokenLocale = (): string => (currentLanguage() === "es" ? "es-US" : "en-US");

/**
 * A moment as a person reads it in their zone and the language being spoken: "Monday, June 15, 2026 at
 * 9:30 AM EDT", "lunes, 15 de junio de 2026, 9:30 a.m. EDT".
 */
export function momentIn(instant: Date, zone: string): string {
  const locale = spokenLocale();
  const key = `${locale} ${zone}`;
  let format = momentFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...momentParts, timeZone: zone });
    // Kept once made: a zone the clock does not know throws above, so these are two locales' zones.
    momentFormats.set(key, format);
  }
  return format.format(instant);
}

const momentParts: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in the language being spoken: "June 15, 2026", "15 de junio de 2026"; in `zone` (UTC unless told). */
export function dayIn(date: Date, zone = "UTC"): string {
  return date.toLocaleDateString(spokenLocale(), {
    timeZone: zone,
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
