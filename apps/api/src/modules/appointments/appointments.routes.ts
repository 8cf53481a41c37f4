import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { AppointmentListsService } from "./appointment-lists.service";
import type { AppointmentsService } from "./appointments.service";
import type { AvailabilityService } from "./availability.service";
import type { CalendarFeedService } from "./calendar-feed.service";
import type { VideoLinksService } from "./video-links.service";

const slotView = (slot: { time: number; startsAt: Date; endsAt: Date }) => ({
  time: slot.time,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
});

/** Booking, free slots, the professional's decisions, hours and video link, and the private calendar feed. */
export const appointmentsRoutes: FastifyPluginAsyncZod<{
  appointments: AppointmentsService;
  lists: AppointmentListsService;
  availability: AvailabilityService;
  feeds: CalendarFeedService;
  videoLinks: VideoLinksService;
}> = async (app, { appointments, lists, availability, feeds, videoLinks }) => {
  const tags = ["Appointments"];
  route(app, endpoints.taxpayer.makeAppointment, { tags }, (request) =>
    appointments.book(request.principal, request.body),
  );
  route(app, endpoints.taxpayer.getAccountantAvailableHours, { tags }, async (request) => {
    const { slots } = await appointments.freeSlots(
      request.principal,
      request.query.accountantId,
      request.query.date,
    );
    return slots.map((slot) => slot.time);
  });
  route(app, endpoints.taxpayer.getAccountantAvailableSlots, { tags }, async (request) => {
    const { timeZone, slots } = await appointments.freeSlots(
      request.principal,
      request.query.accountantId,
      request.query.date,
    );
    return { timeZone, slots: slots.map(slotView) };
  });
  route(app, endpoints.taxpayer.getAppointments, { tags }, (request) =>
    lists.listForTaxpayer(request.principal, request.query.quoteId),
  );
  route(app, endpoints.taxpayer.cancelAppointment, { tags }, (request) =>
    completed(appointments.cancel(request.principal, request.query.appointmentId, "taxpayer")),
  );
  route(app, endpoints.accountant.getAccountantAppointmentRequests, { tags }, (request) =>
    lists.requests(request.principal),
  );
  route(app, endpoints.accountant.getAccountantApprovedAppointments, { tags }, (request) =>
    lists.approved(request.principal),
  );
  route(app, endpoints.accountant.approveAppointment, { tags }, (request) =>
    completed(appointments.approve(request.principal, request.query.appointmentId)),
  );
  route(app, endpoints.accountant.rejectAppointment, { tags }, (request) =>
    completed(appointments.reject(request.principal, request.query.appointmentId, request.body.message)),
  );
  route(app, endpoints.accountant.cancelAppointment, { tags }, (request) =>
    completed(appointments.cancel(request.principal, request.query.appointmentId, "accountant")),
  );
  route(app, endpoints.accountant.getAvailability, { tags }, (request) =>
    availability.get(request.principal),
  );
  route(app, endpoints.accountant.updateAvailability, { tags }, (request) =>
    availability.update(request.principal, request.body),
  );
  route(app, endpoints.accountant.getVideoMeetingLink, { tags }, (request) =>
    videoLinks.get(request.principal),
  );
  route(app, endpoints.accountant.setVideoMeetingLink, { tags }, (request) =>
    videoLinks.set(request.principal, request.body.url),
  );
  route(app, endpoints.user.getCalendarFeed, { tags }, (request) => feeds.address(request.principal));
  route(app, endpoints.user.resetCalendarFeed, { tags }, (request) => feeds.reset(request.principal));
  route(app, endpoints.calendar.feed, { tags }, async (request, reply) => {
    const text = await feeds.feed(request.params.token);
    return reply
      .header("Content-Type", "text/calendar; charset=utf-8")
      .header("Cache-Control", "private, no-store")
      .header("Content-Disposition", 'inline; filename="taxlane.ics"')
      .send(text);
  });
};
