import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { SessionsService } from "../identity/sessions.service";
import type { NotificationsService } from "./notifications.service";
import type { RealtimeHub } from "./realtime";

/** How long a new socket may take to send its token before it is closed. */
const AUTH_TIMEOUT_MS = 10_000;

const tokenMessage = z.object({ token: z.string().min(1).max(4096) });

/** Notifications of the signed-in person, and the socket that tells their browser of new ones. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  realtime: RealtimeHub;
  sessions: SessionsService;
}> = async (app, { notifications, realtime, sessions }) => {
  const tags = ["Notifications"];
  route(app, endpoints.user.getUserNotifications, { tags }, (request) =>
    notifications.list(request.principal),
  );
  route(app, endpoints.user.makeNotificationsRead, { tags }, (request) =>
    completed(notifications.markAllRead(request.principal)),
  );

  // Browsers cannot put a bearer header on a WebSocket, and a token in the URL would reach logs:
  // the first message carries it.
  app.get("/ws", { websocket: true, schema: { hide: true } }, (socket) => {
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => socket.close(4401, "unauthenticated"), AUTH_TIMEOUT_MS);
    socket.on("close", () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
    socket.on("message", async (data: Buffer) => {
      if (unsubscribe) return;
      let token: string;
      try {
        token = tokenMessage.parse(JSON.parse(String(data))).token;
      } catch {
        socket.close(4400, "bad message");
        return;
      }
      const session = await sessions.resolve(token);
      clearTimeout(timer);
      if (!session) {
        socket.close(4401, "unauthenticated");
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      unsubscribe = realtime.subscribe(session.userId, socket);
      socket.send(JSON.stringify({ type: "ready" }));
    });
  });
};
