import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Mailer } from "../../plugins/mail/mailer";
import type { SessionsService } from "../identity/sessions.service";
import { notificationsRoutes } from "./notifications.routes";
import { createNotificationsService } from "./notifications.service";
import type { RealtimeHub } from "./realtime";

/** Notifications: stored with the change they announce, then mailed and signalled; the socket. */
export function createNotificationsModule(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimeHub;
  sessions: SessionsService;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { realtime, sessions } = deps;
  const notifications = createNotificationsService(deps);
  return {
    name: "notifications",
    notifications,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(notificationsRoutes, { notifications, realtime, sessions });
    },
  };
}
