import { intlLocale } from "./language";

function zoneName(zone: string, style: "longGeneric" | "long"): string | undefined {
  const parts = new Intl.DateTimeFormat(intlLocale(), { timeZone: zone, timeZoneName: style }).formatToParts(
    new Date(),
  );
  return parts.find((entry) => entry.type === "timeZoneName")?.value;
}

/**
 * "Eastern Time (America/New_York)": a zone as people read it, with its exact name. A zone without a
 * generic name (UTC's reads "GMT+00:00") takes its long one: "Coordinated Universal Time (UTC)".
 */
export function zoneLabel(zone: string): string {
  try {
    const generic = zoneName(zone, "longGeneric");
    const name = generic?.startsWith("GMT") ? (zoneName(zone, "long") ?? generic) : generic;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue, Mar 10, 2026, 9:30 AM EDT" (without the weekday when asked): an instant in `zone`, with the
 * zone's short name. A zone this browser does not know is written in UTC, still named.
 */
export function dateTimeInZone(
  instant: string | number | Date,
  zone: string,
  { weekday = true }: { weekday?: boolean } = {},
): string {
  const key = `${zone} ${weekday}`;
  let format = dateTimeFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(intlLocale(), {
        timeZone: zone,
        ...(weekday ? { weekday: "short" as const } : {}),
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      });
    } catch (error) {
      if (zone === "UTC") throw error;
      return dateTimeInZone(instant, "UTC", { weekday });
    }
    dateTimeFormats.set(key, format);
  }
  return format.format(new Date(instant));
}
