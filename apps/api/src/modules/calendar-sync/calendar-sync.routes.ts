import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { CalendarSyncService } from "./calendar-sync.service";

/** Connecting, checking and disconnecting the professional's Google or Microsoft calendar. */
export const calendarSyncRoutes: FastifyPluginAsyncZod<{ calendarSync: CalendarSyncService }> = async (
  app,
  { calendarSync },
) => {
  const tags = ["Calendar sync"];
  // The URL goes out as a JSON string (`"https://…"`), as the existing client reads it; Fastify sends
  // a string answer as it is, so it is serialized here.
  route(app, endpoints.accountant.getGoogleAuthUrl, { tags }, async (request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(await calendarSync.authUrl(request.principal, "google"))),
  );
  route(app, endpoints.accountant.microsoftAuthUrl, { tags }, async (request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(await calendarSync.authUrl(request.principal, "microsoft"))),
  );
  route(app, endpoints.accountant.googleAuthCallBack, { tags }, (request) =>
    completed(calendarSync.callback(request.principal, "google", request.body)),
  );
  route(app, endpoints.accountant.microsoftAuthUrlCallBack, { tags }, (request) =>
    completed(calendarSync.callback(request.principal, "microsoft", request.body)),
  );
  route(app, endpoints.accountant.cancelCalendarSync, { tags }, (request) =>
    completed(calendarSync.cancel(request.principal)),
  );
  route(app, endpoints.accountant.getCalendarSync, { tags }, (request) =>
    calendarSync.status(request.principal),
  );
};
