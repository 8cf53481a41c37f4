import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Person } from "../identity/people.service";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import type { CalendarAppointment, CalendarPort } from "./calendar-port";
import { descriptionOf, summaryFor } from "./ics";

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

  function calendarAppointment(
    row: AppointmentRow,
    accountant: Person,
    taxpayer: Person,
  ): CalendarAppointment {
    const appointment = { row, accountant, taxpayer };
    return {
      appointmentId: row.id,
      uid: row.uid,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      summary: summaryFor(appointment, true),
      description: descriptionOf(appointment, accountantUrl),
    };
  }

  /** Tells the synced calendar, after commit; its failure never fails the request. */
  async function tellCalendar(
    what: "appointmentApproved" | "appointmentCancelled",
    row: AppointmentRow,
    accountant: Person,
    taxpayer: Person,
  ): Promise<void> {
    if (!calendar) return;
    const appointment = calendarAppointment(row, accountant, taxpayer);
    try {
      if (what === "appointmentCancelled")
        await calendar.appointmentCancelled(row.accountantUserId, appointment);
      else
        await calendar.appointmentApproved(row.accountantUserId, appointment, async () => {
          const now = await appointmentsRepository.find(db, row.id);
          return now?.status === "approved";
        });
    } catch (error) {
      log.warn({ err: error, appointmentId: row.id }, "the synced calendar was not updated");
    }
  }

  return tellCalendar;
}
