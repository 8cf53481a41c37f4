import { notificationSchema } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { completed, done } from "../../lib/route-replies";
import type { NotificationsService } from "./notifications.service";

/** Notifications of the signed-in person (the socket that tells of new ones is plugins/realtime). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const tags = ["Notifications"];
  app.get(
    "/User/GetUserNotifications",
    {
      schema: {
        tags,
        summary: "The caller's latest notifications, newest first",
        response: { 200: z.array(notificationSchema) },
      },
    },
    (request) => notifications.list(request.principal),
  );
  app.post(
    "/User/MakeNotifictionsRead",
    { schema: { tags, summary: "Mark all of the caller's notifications read", response: { 200: done } } },
    (request) => completed(notifications.markAllRead(request.principal)),
  );
};
