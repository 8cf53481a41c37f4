/**
 * Appointments as iCalendar: the invitation (METHOD:REQUEST) both people get when one is approved,
 * the update carrying the meeting link a synced calendar made afterwards (same UID, a higher
 * SEQUENCE), the cancellation (METHOD:CANCEL, same UID, the highest SEQUENCE) and a person's feed. Instants are
 * written in UTC; each calendar shows them in its reader's zone.
 */
import { AppointmentTypeId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { AppointmentRow } from "./appointments.repository";

export interface IcsPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** An appointment with its two people, as every calendar text of it needs. */
export interface IcsAppointment {
  row: AppointmentRow;
  accountant: IcsPerson;
  taxpayer: IcsPerson;
  /** Where a video appointment meets (LOCATION and a line of the description); none for other kinds. */
  meetingUrl?: string | null;
}

const prodId = { company: "Taxlane", product: "Appointments", language: "EN" };

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The kind of meeting in the language being spoken, as a title begins with it ("Video chat"). */
export function typeLabel(typeId: number): string {
  if (typeId === AppointmentTypeId.inPerson) return t("appointmentNotices.typeInPerson");
  if (typeId === AppointmentTypeId.phoneCall) return t("appointmentNotices.typePhoneCall");
  if (typeId === AppointmentTypeId.videoChat) return t("appointmentNotices.typeVideoChat");
  return t("appointmentNotices.typeOther");
}

/** An invitation as a mail carries it. */
export const invitationPart = (content: string) => ({ method: "REQUEST", filename: "invite.ics", content });

/** The kind of meeting as a sentence names it ("your video chat"). */
export const typeWord = (typeId: number): string => typeLabel(typeId).toLowerCase();

/** The title a person sees: the kind of meeting and the other person's name. */
export function summaryFor(appointment: IcsAppointment, viewerUserIsAccountant: boolean): string {
  const other = viewerUserIsAccountant ? appointment.taxpayer : appointment.accountant;
  return t("appointmentNotices.eventSummary", {
    type: typeLabel(appointment.row.typeId),
    name: fullName(other),
  });
}

export function descriptionOf(appointment: IcsAppointment, link: string): string {
  const lines = [
    t("appointmentNotices.eventDescription", {
      type: typeLabel(appointment.row.typeId),
      client: fullName(appointment.taxpayer),
      professional: fullName(appointment.accountant),
    }),
  ];
  if (appointment.meetingUrl) lines.push(t("appointmentNotices.eventJoin", { url: appointment.meetingUrl }));
  if (appointment.row.comment)
    lines.push(t("appointmentNotices.eventComments", { comment: appointment.row.comment }));
  lines.push(t("appointmentNotices.openTaxlane", { url: link }));
  return lines.join("\n");
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  appointment: IcsAppointment,
  options: { viewerIsAccountant: boolean; link: string; sequence: number; stamp: Date; cancelled: boolean },
): void {
  const { row } = appointment;
  calendar.createEvent({
    id: row.uid,
    sequence: options.sequence,
    stamp: options.stamp,
    start: row.startsAt,
    end: row.endsAt,
    summary: summaryFor(appointment, options.viewerIsAccountant),
    description: descriptionOf(appointment, options.link),
    url: options.link,
    location: appointment.meetingUrl || null,
    status: options.cancelled
      ? ICalEventStatus.CANCELLED
      : row.status === "approved"
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE,
    organizer: { name: fullName(appointment.accountant), email: appointment.accountant.email },
    attendees: [
      {
        name: fullName(appointment.taxpayer),
        email: appointment.taxpayer.email,
        role: ICalAttendeeRole.REQ,
        status: options.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
}

/** SEQUENCE of the invitation, of its update with a meeting link, and of the cancellation after either. */
const INVITATION_SEQUENCE = 0;
const MEETING_LINK_SEQUENCE = 1;
const CANCELLATION_SEQUENCE = 2;

/**
 * METHOD:REQUEST for an approved appointment, as one of its two people gets it; `update` for the one
 * that brings the meeting link made after the first (calendars replace the event they hold).
 */
export function invitationIcs(
  appointment: IcsAppointment,
  viewerIsAccountant: boolean,
  link: string,
  stamp: Date,
  update = false,
): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.REQUEST });
  addEvent(calendar, appointment, {
    viewerIsAccountant,
    link,
    sequence: update ? MEETING_LINK_SEQUENCE : INVITATION_SEQUENCE,
    stamp,
    cancelled: false,
  });
  return calendar.toString();
}

/** METHOD:CANCEL with the invitation's UID, so calendars remove the event. */
export function cancellationIcs(
  appointment: IcsAppointment,
  viewerIsAccountant: boolean,
  link: string,
  stamp: Date,
): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.CANCEL });
  addEvent(calendar, appointment, {
    viewerIsAccountant,
    link,
    sequence: CANCELLATION_SEQUENCE,
    stamp,
    cancelled: true,
  });
  return calendar.toString();
}

/** A person's feed: their requested (tentative) and approved appointments. */
export function feedIcs(
  appointments: readonly IcsAppointment[],
  viewerIsAccountant: (appointment: IcsAppointment) => boolean,
  link: (appointment: IcsAppointment) => string,
  stamp: Date,
): string {
  const calendar = ical({ prodId, name: t("appointmentNotices.calendarName"), ttl: 15 * 60 });
  for (const appointment of appointments) {
    addEvent(calendar, appointment, {
      viewerIsAccountant: viewerIsAccountant(appointment),
      link: link(appointment),
      sequence: INVITATION_SEQUENCE,
      stamp,
      cancelled: false,
    });
  }
  return calendar.toString();
}
