import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { CalendarSyncService } from "./calendar-sync.service";

/** Connecting, checking and disconnecting the professional's Google or Microsoft calendar. */
export const calendarSyncRoutes: FastifyPluginAsyncZod<{ calendarSync: CalendarSyncService }> = async (
  app,
  { calendarSync },
) => {
  const tags = ["Calendar sync"];
  route(app, endpoints.accountant.getGoogleAuthUrl, { tags }, (request) =>
    calendarSync.authUrl(request.principal, "google"),
  );
  route(app, endpoints.accountant.microsoftAuthUrl, { tags }, (request) =>
    calendarSync.authUrl(request.principal, "microsoft"),
  );
  route(app, endpoints.accountant.googleAuthCallBack, { tags }, (request) =>
    calendarSync.callback(request.principal, "google", request.body),
  );
  route(app, endpoints.accountant.microsoftAuthUrlCallBack, { tags }, (request) =>
    calendarSync.callback(request.principal, "microsoft", request.body),
  );
  route(app, endpoints.accountant.cancelCalendarSync, { tags }, (request) =>
    calendarSync.cancel(request.principal),
  );
  route(app, endpoints.accountant.getCalendarSync, { tags }, (request) =>
    calendarSync.status(request.principal),
  );
};
