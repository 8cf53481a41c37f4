import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { ChatService } from "../chat";
import type { NotificationsService } from "../notifications";
import { createAccountClosingHooks } from "./account-closing-hooks";
import { createAppointmentDecisionsService } from "./appointment-decisions.service";
import { accountantLink } from "./appointment-people";
import type { AvailabilityService } from "./availability.service";
import { createBookingService } from "./booking.service";
import type { CalendarPort } from "./calendar-port";
import { createCalendarTelling } from "./calendar-telling";
import { createCancellationService } from "./cancellation.service";

export type { BookingRequest } from "./booking.service";

/**
 * Appointments, each use case in its own file: booking (`booking.service.ts`), the professional's
 * decisions (`appointment-decisions.service.ts`), either side's cancellation (`cancellation.service.ts`)
 * and what closing an account does to them (`account-closing-hooks.ts`); the lists are
 * `appointment-lists.service.ts`. One object for the routes and the account closing.
 */
export function createAppointmentsService(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  notifications: NotificationsService;
  chat: ChatService;
  availability: AvailabilityService;
  calendar: CalendarPort | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const booking = createBookingService(deps);
  const tellCalendar = createCalendarTelling({
    db: deps.db,
    calendar: deps.calendar,
    log: deps.log,
    accountantUrl: `${deps.publicUrl}/${accountantLink}`,
  });
  const decisions = createAppointmentDecisionsService({ ...deps, tellCalendar });
  const cancellation = createCancellationService({ ...deps, tellCalendar });
  const closing = createAccountClosingHooks({ db: deps.db, cancellation });
  return {
    freeSlots: booking.freeSlots,
    book: booking.book,
    approve: decisions.approve,
    reject: decisions.reject,
    cancel: cancellation.cancel,
    removeUpcomingFromOwnCalendar: closing.removeUpcomingFromOwnCalendar,
    cancelUpcomingWithin: closing.cancelUpcomingWithin,
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
