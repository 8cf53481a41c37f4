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
  route(app, endpoints.user.getNotificationPreferences, { tags }, (request) =>
    notifications.preferences(request.principal),
  );
  route(app, endpoints.user.setNotificationPreference, { tags }, (request) =>
    notifications.setPreference(request.principal, request.body),
  );
  // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => done(null, {}),
  );
  route(app, endpoints.notifications.unsubscribe, { tags }, (request) =>
    notifications.unsubscribe(request.query.token),
  );
  route(app, endpoints.user.makeNotificationsRead, { tags }, (request) =>
    completed(notifications.markAllRead(request.principal)),
  );
};
