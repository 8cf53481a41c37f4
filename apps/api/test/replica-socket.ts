import { setTimeout as delay } from "node:timers/promises";
import WebSocket from "ws";
import type { ApiProcess } from "./api-process";
import type { TestUser } from "./factories";

/** Resolves once `done` holds, checking every 20 ms (after `look`, when given) for up to 20 s. */
export async function eventually(
  done: () => boolean,
  what: string,
  look?: () => Promise<void>,
): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 20_000) throw new Error(`not after 20 s: ${what}`);
    await delay(20);
    await look?.();
  }
}

/** A browser's realtime socket to one API process, signed in as `user`, with every event after `ready`. */
export async function openSocket(api: ApiProcess, user: TestUser) {
  const socket = new WebSocket(`${api.address.replace(/^http/, "ws")}/api/ws`);
  const received: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ token: user.token })));
    socket.on("message", (data) => {
      const message: unknown = JSON.parse(String(data));
      if (JSON.stringify(message) === '{"type":"ready"}') resolve();
      else received.push(message);
    });
    socket.once("close", (code) => reject(new Error(`closed with ${code}`)));
    socket.once("error", reject);
  });
  return { socket, received };
}
