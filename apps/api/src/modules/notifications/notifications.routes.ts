import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { NotificationsService } from "./notifications.service";

/** Notifications of the signed-in person (the socket that tells of new ones is plugins/realtime). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const tags = ["Notifications"];
  route(app, endpoints.user.getUserNotifications, { tags }, (request) =>
    notifications.list(request.principal),
  );
  route(app, endpoints.user.makeNotificationsRead, { tags }, (request) =>
    completed(notifications.markAllRead(request.principal)),
  );
};
