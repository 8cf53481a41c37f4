import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { type Person, peopleRecords } from "../identity";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import type { CalendarAppointment, CalendarPort } from "./calendar-port";
import { descriptionOf, summaryFor } from "./ics";
import { isVideoAppointment, meetingUrlOf } from "./video-links.service";

/**
 * Telling the professional's synced calendar (when there is one) of approvals and cancellations, after
 * commit: its failure is logged, never the request's. `accountantUrl` is where the event leads them.
 */
export function createCalendarTelling(deps: {
  db: Database;
  calendar: CalendarPort | null;
  log: FastifyBaseLogger;
  accountantUrl: string;
}) {
  const { db, calendar, log, accountantUrl } = deps;

  /** `ownLink`: the professional's own video link, for a video appointment without one of its own. */
  function calendarAppointment(
    row: AppointmentRow,
    accountant: Person,
    taxpayer: Person,
    ownLink: string | null,
  ): CalendarAppointment {
    const meetingUrl = meetingUrlOf(row, ownLink) ?? null;
    const appointment = { row, accountant, taxpayer, meetingUrl };
    return {
      appointmentId: row.id,
      uid: row.uid,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      summary: summaryFor(appointment, true),
      description: descriptionOf(appointment, accountantUrl),
      meetingUrl,
      makeMeeting: isVideoAppointment(row) && meetingUrl === null,
    };
  }

  /**
   * Tells the synced calendar, after commit; its failure never fails the request. Answers the
   * meeting link the calendar made with an approved video appointment's event, or null.
   */
  async function tellCalendar(
    what: "appointmentApproved" | "appointmentCancelled",
    row: AppointmentRow,
    accountant: Person,
    taxpayer: Person,
    ownLink: string | null = null,
  ): Promise<string | null> {
    if (!calendar) return null;
    try {
      // The event's title and description, in the professional's language: it is their calendar.
      const appointment = await peopleRecords.inTheirLanguage(db, row.accountantUserId, () =>
        calendarAppointment(row, accountant, taxpayer, ownLink),
      );
      if (what === "appointmentCancelled") {
        await calendar.appointmentCancelled(row.accountantUserId, appointment);
        return null;
      }
      return await calendar.appointmentApproved(row.accountantUserId, appointment, async () => {
        const now = await appointmentsRepository.find(db, row.id);
        return now?.status === "approved";
      });
    } catch (error) {
      log.warn({ err: error, appointmentId: row.id }, "the synced calendar was not updated");
      return null;
    }
  }

  return tellCalendar;
}

export type CalendarTelling = ReturnType<typeof createCalendarTelling>;
