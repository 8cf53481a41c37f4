import { DateTime } from "luxon";

/** Texts wait from 21:00 to 08:00 in the person's zone. */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;
/** A person whose account has no zone is taken to be in the eastern US (the product's first market). */
export const DEFAULT_TEXT_ZONE = "America/New_York";

/** When a text written at `now` may go out: now, or 08:00 that (or the next) morning in `zone`. */
export function textSendAfter(now: Date, zone: string | null): Date {
  let local = DateTime.fromJSDate(now).setZone(zone ?? DEFAULT_TEXT_ZONE);
  if (!local.isValid) local = DateTime.fromJSDate(now).setZone(DEFAULT_TEXT_ZONE);
  const { startHour, endHour } = QUIET_HOURS;
  if (local.hour >= endHour && local.hour < startHour) return now;
  const morning = local.hour >= startHour ? local.plus({ days: 1 }) : local;
  return morning.set({ hour: endHour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}
