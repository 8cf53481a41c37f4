import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionsService } from "../../modules/identity";
import type { RealtimeHub } from "./hub";

/** How long a new socket may take to send its token before it is closed. */
const AUTH_TIMEOUT_MS = 10_000;

const tokenMessage = z.object({ token: z.string().min(1).max(4096) });

/**
 * `/ws`: the socket that tells a signed-in browser what to refetch. Browsers cannot put a bearer
 * header on a WebSocket, and a token in the URL would reach logs: the first message carries it.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{
  realtime: RealtimeHub;
  sessions: SessionsService;
}> = async (app, { realtime, sessions }) => {
  app.get("/ws", { websocket: true, schema: { hide: true } }, (socket) => {
    let unsubscribe: (() => void) | null = null;
    // Set before the session is looked up: a second message sent meanwhile must not subscribe the
    // socket twice, or the first subscription would outlive the socket.
    let tokenReceived = false;
    const timer = setTimeout(() => socket.close(4401, "unauthenticated"), AUTH_TIMEOUT_MS);
    socket.on("close", () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
    socket.on("message", async (data: Buffer) => {
      if (tokenReceived) return;
      tokenReceived = true;
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
      unsubscribe = realtime.subscribe(session, socket);
      socket.send(JSON.stringify({ type: "ready" }));
    });
  });
};
