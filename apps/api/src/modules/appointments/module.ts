import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { ChatService } from "../chat";
import type { NotificationsService } from "../notifications";
import { createAppointmentListsService } from "./appointment-lists.service";
import { appointmentsRoutes } from "./appointments.routes";
import { createAppointmentsService } from "./appointments.service";
import { createAvailabilityService } from "./availability.service";
import { createCalendarFeedService } from "./calendar-feed.service";
import type { CalendarPort } from "./calendar-port";
import { createVideoLinksService } from "./video-links.service";

/**
 * Appointments: a professional's availability and free half-hours, booking by their taxpayers, the
 * professional's decisions, cancellations, `.ics` invitations, the professional's own video meeting
 * link, and everyone's private calendar feed.
 * `calendar` is the synced external calendar (the calendar-sync module's), when there is one.
 */
export function createAppointmentsModule(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  keyring: Keyring;
  notifications: NotificationsService;
  chat: ChatService;
  publicUrl: string;
  log: FastifyBaseLogger;
  calendar?: CalendarPort;
}) {
  const calendar = deps.calendar ?? null;
  const availability = createAvailabilityService({
    db: deps.db,
    clock: deps.clock,
    calendar,
    log: deps.log,
  });
  const appointments = createAppointmentsService({ ...deps, availability, calendar });
  const lists = createAppointmentListsService(deps);
  const feeds = createCalendarFeedService(deps);
  const videoLinks = createVideoLinksService(deps);
  return {
    name: "appointments",
    appointments,
    availability,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(appointmentsRoutes, { appointments, lists, availability, feeds, videoLinks });
    },
  };
}
