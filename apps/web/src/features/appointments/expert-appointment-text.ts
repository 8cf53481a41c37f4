import { type AccountantAppointment, appointmentTypeLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { personName } from "../../lib/format";
import { dayLabel, slotClock, timeInZone, zoneAbbreviation } from "./appointment-time";

export function appointmentTypeText(typeId: number): string {
  return appointmentTypeLabels[typeId as keyof typeof appointmentTypeLabels] ?? t("appointments.typeUnknown");
}

export function clientName(
  appointment: Pick<AccountantAppointment, "taxpayerFirstName" | "taxpayerLastName">,
) {
  return personName(appointment.taxpayerFirstName, appointment.taxpayerLastName);
}

/** The day (ISO) in the professional's zone. */
export function appointmentDay(appointment: Pick<AccountantAppointment, "date">): string {
  return appointment.date.slice(0, 10);
}

/** "9:30 AM EDT": the start in the professional's own zone. */
export function professionalClock(appointment: AccountantAppointment): string {
  const clock = slotClock(appointment.time);
  if (appointment.startsAt === undefined || appointment.timeZone === undefined) return clock;
  return `${clock} ${zoneAbbreviation(appointment.startsAt, appointment.timeZone)}`;
}

/** "Tue, Mar 10, 2026 at 9:30 AM EDT". */
export function professionalWhen(appointment: AccountantAppointment): string {
  return `${dayLabel(appointmentDay(appointment), { year: true })} at ${professionalClock(appointment)}`;
}

/** "6:30 AM PST for the client", when the client lives in another zone. */
export function clientClock(appointment: AccountantAppointment): string | null {
  const zone = appointment.taxpayerTimeZone;
  if (!zone || appointment.startsAt === undefined || zone === appointment.timeZone) return null;
  try {
    return `${timeInZone(appointment.startsAt, zone)} ${zoneAbbreviation(appointment.startsAt, zone)} for the client`;
  } catch {
    return null;
  }
}
