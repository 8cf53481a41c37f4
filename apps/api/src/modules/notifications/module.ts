import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { RealtimeHub } from "../../plugins/realtime/hub";
import type { ChannelDelivery } from "./channel-delivery";
import { notificationsRoutes } from "./notifications.routes";
import { createNotificationsService } from "./notifications.service";

/** Notifications: stored with the change they announce, then mailed and signalled (plugins/realtime). */
export function createNotificationsModule(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  realtime: RealtimeHub;
  publicUrl: string;
  log: FastifyBaseLogger;
  unsubscribeSecret: string;
  channels: ChannelDelivery;
}) {
  const notifications = createNotificationsService(deps);
  return {
    name: "notifications",
    notifications,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(notificationsRoutes, { notifications });
    },
  };
}
