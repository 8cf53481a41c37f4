/**
 * Half-hour slots (`time` 0-23 is the slot that starts at half past that hour, 0:30 … 23:30)
 * on a day in the professional's time zone, and which of them are free. Pure: the rules, the busy
 * spans and the instant "now" come in; wall-clock arithmetic is luxon's, so daylight-saving days come
 * out right (a slot whose wall-clock start does not exist that day is not offered; on the day the clocks
 * go back, an hour index names the first of the two half-hours with that label).
 */
import {
  APPOINTMENT_MINUTES,
  type AvailabilitySettings,
  FIRST_APPOINTMENT_TIME,
  LAST_APPOINTMENT_TIME,
  MAX_BOOKING_DAYS_AHEAD,
} from "@taxlane/contract";
import { DateTime } from "luxon";
import { isKnownTimeZone, knownZoneOr } from "../../lib/known-zones";
import { DEFAULT_TIME_ZONE } from "../../lib/zoned-days";

/** A professional's rules as the slots read them (their zone included). */
export type AvailabilityRules = Pick<
  AvailabilitySettings,
  "timeZone" | "weeklyHours" | "daysOff" | "minimumNoticeHours" | "bufferMinutes"
>;

/** A span someone is busy, in UTC: an appointment or a synced calendar's event. */
export interface BusySpan {
  start: Date;
  end: Date;
}

export interface Slot {
  time: number;
  startsAt: Date;
  endsAt: Date;
}

/** Why a slot cannot be booked, most telling first. */
export type SlotRefusal = "missing" | "past" | "tooFarAhead" | "tooSoon" | "notOffered" | "taken";

/** Where a professional's zone is unknown (an account made without one): the marketplace's first zone. */
export const FALLBACK_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The defaults until a professional sets their own: weekdays 9:00-17:00, 4 hours' notice, no buffer. */
export function defaultRules(timeZone: string): AvailabilityRules {
  return {
    timeZone,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
    daysOff: [],
    minimumNoticeHours: 4,
    bufferMinutes: 0,
  };
}

export { isKnownTimeZone };

/** A zone to compute in: the given one when known, otherwise the fallback. */
export const usableZone = (zone: string | null | undefined): string => knownZoneOr(zone, FALLBACK_TIME_ZONE);

const minutesOf = (clock: string): number => {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
/** The end of a span of working hours in minutes; `23:59` stands for midnight, so 23:30 can be offered. */
const endMinutesOf = (clock: string): number => (clock === "23:59" ? 24 * 60 : minutesOf(clock));

/**
 * The slot `time` on `day` (ISO) in `zone`: its UTC start and end, or null when that wall-clock
 * start does not exist that day (the hour the clocks skip).
 */
export function slotAt(day: string, time: number, zone: string): Slot | null {
  if (!Number.isInteger(time) || time < FIRST_APPOINTMENT_TIME || time > LAST_APPOINTMENT_TIME) return null;
  const date = DateTime.fromISO(day, { zone });
  if (!date.isValid) return null;
  const start = date.set({ hour: time, minute: 30, second: 0, millisecond: 0 });
  // luxon moves a start in the skipped hour forward: that slot does not exist on this day.
  if (start.hour !== time || start.minute !== 30 || start.toISODate() !== date.toISODate()) return null;
  const end = start.plus({ minutes: APPOINTMENT_MINUTES });
  return { time, startsAt: start.toJSDate(), endsAt: end.toJSDate() };
}

/** The day (ISO) and slot index of an instant, in a zone: how a stored appointment is shown. */
export function dayAndTime(instant: Date, zone: string): { date: string; time: number } {
  const local = DateTime.fromJSDate(instant, { zone });
  return { date: local.toISODate() ?? "", time: local.hour };
}

/** Whether the slot lies inside the day's working hours (wall clock, in the professional's zone). */
function withinWorkingHours(rules: AvailabilityRules, day: string, time: number): boolean {
  if (rules.daysOff.includes(day)) return false;
  const weekday = DateTime.fromISO(day, { zone: rules.timeZone }).weekday % 7;
  const slotStart = time * 60 + 30;
  const slotEnd = slotStart + APPOINTMENT_MINUTES;
  return rules.weeklyHours.some(
    (hours) =>
      hours.weekday === weekday && minutesOf(hours.start) <= slotStart && slotEnd <= endMinutesOf(hours.end),
  );
}

const overlaps = (slot: Slot, busy: BusySpan, bufferMs: number): boolean =>
  slot.startsAt.getTime() < busy.end.getTime() + bufferMs &&
  busy.start.getTime() < slot.endsAt.getTime() + bufferMs;

/** Why `slot` cannot be booked now, or null when it is free. */
export function refusalOf(
  rules: AvailabilityRules,
  day: string,
  slot: Slot | null,
  now: Date,
  busy: readonly BusySpan[],
): SlotRefusal | null {
  if (!slot) return "missing";
  const start = slot.startsAt.getTime();
  if (start <= now.getTime()) return "past";
  if (start > now.getTime() + MAX_BOOKING_DAYS_AHEAD * 24 * 3600_000) return "tooFarAhead";
  if (start < now.getTime() + rules.minimumNoticeHours * 3600_000) return "tooSoon";
  if (!withinWorkingHours(rules, day, slot.time)) return "notOffered";
  const bufferMs = rules.bufferMinutes * 60_000;
  if (busy.some((span) => overlaps(slot, span, bufferMs))) return "taken";
  return null;
}

/** The UTC span the day's slots cover, widened by the buffer: where busy spans matter. */
export function daySpan(day: string, rules: AvailabilityRules): { from: Date; to: Date } | null {
  const start = DateTime.fromISO(day, { zone: rules.timeZone });
  if (!start.isValid) return null;
  const bufferMs = rules.bufferMinutes * 60_000;
  return {
    from: new Date(start.startOf("day").toMillis() - bufferMs),
    to: new Date(start.plus({ days: 1 }).startOf("day").toMillis() + bufferMs),
  };
}

/** The free slots of `day` (ISO, the professional's zone), earliest first. */
export function freeSlots(
  rules: AvailabilityRules,
  day: string,
  now: Date,
  busy: readonly BusySpan[],
): Slot[] {
  const free: Slot[] = [];
  for (let time = FIRST_APPOINTMENT_TIME; time <= LAST_APPOINTMENT_TIME; time += 1) {
    const slot = slotAt(day, time, rules.timeZone);
    if (slot && refusalOf(rules, day, slot, now, busy) === null) free.push(slot);
  }
  return free;
}
