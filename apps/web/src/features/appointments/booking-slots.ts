import { dayInZone, shiftDay } from "./appointment-time";

/** One free half-hour as the booking dialog offers it. */
export interface BookableSlot {
  /** The professional's day (ISO) and slot index: what makeAppointment takes. */
  professionalDay: string;
  time: number;
  startsAt: string;
  endsAt: string;
}

export interface SlotsOfDay {
  day: string;
  timeZone: string;
  slots: readonly { time: number; startsAt: string; endsAt: string }[];
}

/**
 * The professional's days that can hold slots on `localDay` of the taxpayer: zones lie less than
 * a day apart, so the day before, the day itself and the day after cover it.
 */
export function professionalDaysAround(localDay: string): string[] {
  return [shiftDay(localDay, -1), localDay, shiftDay(localDay, 1)];
}

/** The slots of the professional's days that start on `localDay` in `localZone`, in time order, once each. */
export function slotsOnLocalDay(
  days: readonly SlotsOfDay[],
  localDay: string,
  localZone: string,
): BookableSlot[] {
  const seen = new Set<string>();
  const slots: BookableSlot[] = [];
  for (const day of days) {
    for (const slot of day.slots) {
      if (dayInZone(slot.startsAt, localZone) !== localDay || seen.has(slot.startsAt)) continue;
      seen.add(slot.startsAt);
      slots.push({ professionalDay: day.day, time: slot.time, startsAt: slot.startsAt, endsAt: slot.endsAt });
    }
  }
  return slots.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** A slot's value in the form: unique, and enough to book it. */
export function slotValue(slot: Pick<BookableSlot, "professionalDay" | "time">): string {
  return `${slot.professionalDay}#${slot.time}`;
}
