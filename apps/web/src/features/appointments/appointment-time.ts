/**
 * Days and times of appointments, through the browser's own time zone data (`Intl`): instants come
 * from the API in UTC and are shown in a named zone; calendar days are ISO strings (`2026-03-08`)
 * counted without any zone.
 */

import { t } from "@taxlane/contract/i18n";
import { intlLocale } from "../../lib/language";
import { zoneLabel } from "../../lib/time-zones";

/** The zone this browser runs in, e.g. `America/Los_Angeles`. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether the browser knows `zone` (an IANA name). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the browser knows, for a picker; `current` first kept in when the list lacks it. */
export function timeZoneOptions(current?: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(known);
  if (current) zones.add(current);
  return [...zones].sort();
}

const partsCache = new Map<string, Intl.DateTimeFormat>();
function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = partsCache.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    partsCache.set(zone, format);
  }
  return format;
}

/** The calendar day (ISO) an instant falls on in `zone`. */
export function dayInZone(instant: string | number | Date, zone: string): string {
  const parts = dayFormat(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** "9:30 AM": the clock time of an instant in `zone`. */
export function timeInZone(instant: string | number | Date, zone: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
    new Date(instant),
  );
}

/** "EST", "PDT" or "GMT+1": the zone's short name at that instant (it changes with daylight saving). */
export function zoneAbbreviation(instant: string | number | Date, zone: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale(), {
    timeZone: zone,
    timeZoneName: "short",
  }).formatToParts(new Date(instant));
  return parts.find((entry) => entry.type === "timeZoneName")?.value ?? zone;
}

/**
 * What the booking dialog and the taxpayer's list both say of their times (docs/decisions/0146,
 * the browser's zone), so the two never seem to disagree.
 */
export function ownZoneText(zone: string): string {
  return t("appointments.timesInZone", { zone: zoneLabel(zone) });
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function utcOfDay(day: string): number {
  const match = ISO_DAY.exec(day);
  if (match === null) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function isoOfUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `days` after (or before) an ISO day. */
export function shiftDay(day: string, days: number): string {
  return isoOfUtc(utcOfDay(day) + days * 86_400_000);
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: string): number {
  return new Date(utcOfDay(day)).getUTCDay();
}

/** The Sunday that starts the week of `day`. */
export function weekStartOf(day: string): string {
  return shiftDay(day, -weekdayOf(day));
}

/** The seven days of the week that starts on `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDay(start, index));
}

/** "Tue, Mar 10": a calendar day, read as it is written (no zone moves it). */
export function dayLabel(day: string, options: { year?: boolean; long?: boolean } = {}): string {
  const time = utcOfDay(day);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat(intlLocale(), {
    timeZone: "UTC",
    weekday: options.long ? "long" : "short",
    month: options.long ? "long" : "short",
    day: "numeric",
    ...(options.year ? { year: "numeric" } : {}),
  }).format(time);
}

/** "9:30 AM": the wire's slot index (0-23, the half-hour from half past that hour) as a clock time. */
export function slotClock(time: number): string {
  const hour12 = time % 12 === 0 ? 12 : time % 12;
  return `${hour12}:30 ${time < 12 ? "AM" : "PM"}`;
}

/** "09:00" → "9:00 AM". */
export function clockLabel(clock: string): string {
  const [hours = "0", minutes = "00"] = clock.split(":");
  const hour = Number(hours);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minutes} ${hour < 12 ? "AM" : "PM"}`;
}

/** Every half hour of a day, `00:00` to `23:30`, for working hours. */
export const halfHourClocks: readonly string[] = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 === 0 ? "00" : "30"}`,
);

export const weekdayNames: readonly string[] = [
  t("appointments.weekdaySunday"),
  t("appointments.weekdayMonday"),
  t("appointments.weekdayTuesday"),
  t("appointments.weekdayWednesday"),
  t("appointments.weekdayThursday"),
  t("appointments.weekdayFriday"),
  t("appointments.weekdaySaturday"),
];

/** Date pickers show a day as "Tue, Mar 10, 2026" and take it typed as 2026-03-10 or 3/10/2026 too. */
export const dayFormats = ["ddd, MMM D, YYYY", "YYYY-MM-DD", "M/D/YYYY"];
