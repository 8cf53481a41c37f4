import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type WebSocket from "ws";
import type { TestUser } from "./factories";

/** A signed-in realtime socket (`/api/ws`) and every message it received after `ready`. */
export async function openSocket(
  app: FastifyInstance,
  user: TestUser,
): Promise<{ socket: WebSocket; received: unknown[] }> {
  const socket = await app.injectWS("/api/ws");
  const received: unknown[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    socket.on("message", (data) => {
      const message: unknown = JSON.parse(String(data));
      if (JSON.stringify(message) === '{"type":"ready"}') resolve();
      else received.push(message);
    });
    socket.once("close", (code) => reject(new Error(`closed with ${code}`)));
  });
  socket.send(JSON.stringify({ token: user.token }));
  await ready;
  return { socket, received };
}

/** Resolves once `done` holds, checking every 10 ms for up to 10 s. */
export async function eventually(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`not after 10 s: ${what}`);
    await delay(10);
  }
}

export const until = (list: unknown[], count: number) =>
  eventually(() => list.length >= count, `${count} messages (${list.length} so far)`);
