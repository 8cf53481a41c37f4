/**
 * Live pushes to signed-in browsers, across API processes. `publish` queues a PostgreSQL NOTIFY in
 * the caller's transaction; every process (this one included) LISTENs on the channel and hands the
 * event to the sockets its own clients hold. Delivery goes only through that path, so each socket
 * gets an event once, and an event of a change that rolled back is never sent.
 */
import type { RealtimeEvent } from "@taxlane/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Executor, ListenSource } from "../../db/client";
import { decodeEnvelope, encodeEnvelope, REALTIME_CHANNEL } from "./envelope";
import { type Listener, listen } from "./listener";
import { realtimeRepository } from "./realtime.repository";

export interface RealtimeSocket {
  send(data: string): void;
}

export interface RealtimeHub {
  /** Hands `userId`'s events to `socket` until the answered function is called. */
  subscribe(userId: number, socket: RealtimeSocket): () => void;
  /**
   * Sends `event` to every socket `userId` has open in any process, when the transaction that
   * `executor` runs in commits (at once when `executor` is the database itself).
   */
  publish(executor: Executor, userId: number, event: RealtimeEvent): Promise<void>;
  /** How many sockets are open for a user in this process (tests and health). */
  connections(userId: number): number;
  /** Stops listening; sockets are closed by the server that holds them. */
  close(): Promise<void>;
}

export async function createRealtimeHub(deps: {
  source: ListenSource;
  log: FastifyBaseLogger;
}): Promise<RealtimeHub> {
  const sockets = new Map<number, Set<RealtimeSocket>>();

  const send = (socket: RealtimeSocket, payload: string) => {
    try {
      socket.send(payload);
    } catch {
      // A socket closing as we send: its close handler unsubscribes it.
    }
  };

  const listener: Listener = await listen(
    deps.source,
    REALTIME_CHANNEL,
    {
      onMessage(payload) {
        const envelope = decodeEnvelope(payload);
        if (!envelope) {
          deps.log.warn({ payload: payload.slice(0, 200) }, "ignored a realtime message of an unknown shape");
          return;
        }
        const message = JSON.stringify(envelope.event);
        for (const socket of sockets.get(envelope.userId) ?? []) send(socket, message);
      },
      onResumed() {
        // Events sent while LISTEN was down are lost: every client refetches what they may have changed.
        const message = JSON.stringify({ type: "notification" } satisfies RealtimeEvent);
        for (const set of sockets.values()) for (const socket of set) send(socket, message);
      },
    },
    deps.log,
  );

  return {
    subscribe(userId, socket) {
      const set = sockets.get(userId) ?? new Set<RealtimeSocket>();
      set.add(socket);
      sockets.set(userId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      };
    },
    publish: (executor, userId, event) =>
      realtimeRepository.notify(executor, REALTIME_CHANNEL, encodeEnvelope(userId, event)),
    connections: (userId) => sockets.get(userId)?.size ?? 0,
    close: () => listener.close(),
  };
}
