import { currentLanguage } from "@taxlane/contract/i18n";

/** The Intl locale of the language being spoken: US conventions (month names, 12-hour clock) in each. */
export const spokenLocale = (): string => (currentLanguage() === "es" ? "es-US" : "en-US");

/**
 * A moment as a person reads it in their zone and the language being spoken: "Monday, June 15, 2026 at
 * 9:30 AM EDT", "lunes, 15 de junio de 2026, 9:30 a.m. EDT".
 */
export function momentIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat(spokenLocale(), {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: zone,
  }).format(instant);
}

/** A day in the language being spoken: "June 15, 2026", "15 de junio de 2026"; in `zone` (UTC unless told). */
export function dayIn(date: Date, zone = "UTC"): string {
  return date.toLocaleDateString(spokenLocale(), {
    timeZone: zone,
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** `zone` when the clock knows it (a person's IANA zone may be missing or stale), else `fallback`. */
export function knownZoneOr(zone: string | null | undefined, fallback: string): string {
  if (!zone) return fallback;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}
