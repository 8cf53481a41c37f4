import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { CalendarProvidersConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { NotificationsService } from "../notifications";
import type { CalendarProvider, CalendarProviderId } from "./calendar-provider";
import { calendarSyncRoutes } from "./calendar-sync.routes";
import { createCalendarSyncService } from "./calendar-sync.service";
import { createGoogleProvider } from "./google-provider";
import { createMicrosoftProvider } from "./microsoft-provider";

/** Where each provider sends the person back: the web app's page that finishes the connection. */
export const calendarRedirectPath = (provider: CalendarProviderId) => `/expert/calendar-sync/${provider}`;

/**
 * Calendar sync with Google and Microsoft: the OAuth calls and the connection's status, and
 * `calendarPort`, through which appointments read busy times and write approved appointments.
 */
export function createCalendarSyncModule(deps: {
  db: Database;
  clock: Clock;
  keyring: Keyring;
  notifications: NotificationsService;
  calendar: CalendarProvidersConfig;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { calendar, publicUrl } = deps;
  const providers: Partial<Record<CalendarProviderId, CalendarProvider>> = {};
  if (calendar.google) {
    providers.google = createGoogleProvider(calendar.google, `${publicUrl}${calendarRedirectPath("google")}`);
  }
  if (calendar.microsoft) {
    providers.microsoft = createMicrosoftProvider(
      calendar.microsoft,
      `${publicUrl}${calendarRedirectPath("microsoft")}`,
    );
  }
  const calendarSync = createCalendarSyncService({ ...deps, providers });
  return {
    name: "calendar-sync",
    calendarSync,
    calendarPort: calendarSync.port,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(calendarSyncRoutes, { calendarSync });
    },
  };
}
