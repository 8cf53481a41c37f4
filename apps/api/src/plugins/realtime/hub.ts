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
  close(code: number, reason: string): void;
}

/** The session a socket signed in with. */
export interface SocketSession {
  userId: number;
  sessionId: string;
}

export interface RealtimeHub {
  /** Hands the session's user's events to `socket` until the answered function is called. */
  subscribe(session: SocketSession, socket: RealtimeSocket): () => void;
  /**
   * Closes this process's sockets of ended sessions (one session, or all of a person's) with 4401,
   * which clients do not retry: a suspended account or a signed-out browser hears nothing more.
   */
  endSessions(ended: { sessionId?: string; userId?: number }): void;
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
  const bySession = new Map<string, Set<RealtimeSocket>>();
  const unsubscribers = new WeakMap<RealtimeSocket, () => void>();
  const closeEnded = (ended: Iterable<RealtimeSocket> | undefined) => {
    for (const socket of [...(ended ?? [])]) {
      // Off the lists at once, not when the close handshake ends: nothing more is sent to it.
      unsubscribers.get(socket)?.();
      try {
        socket.close(4401, "session ended");
      } catch {
        // Already closing: its close handler unsubscribes it.
      }
    }
  };

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
    subscribe({ userId, sessionId }, socket) {
      const set = sockets.get(userId) ?? new Set<RealtimeSocket>();
      set.add(socket);
      sockets.set(userId, set);
      const ofSession = bySession.get(sessionId) ?? new Set<RealtimeSocket>();
      ofSession.add(socket);
      bySession.set(sessionId, ofSession);
      const unsubscribe = () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
        ofSession.delete(socket);
        if (ofSession.size === 0 && bySession.get(sessionId) === ofSession) bySession.delete(sessionId);
      };
      unsubscribers.set(socket, unsubscribe);
      return unsubscribe;
    },
    endSessions(ended) {
      if (ended.userId !== undefined) closeEnded(sockets.get(ended.userId));
      if (ended.sessionId !== undefined) closeEnded(bySession.get(ended.sessionId));
    },
    publish: (executor, userId, event) =>
      realtimeRepository.notify(executor, REALTIME_CHANNEL, encodeEnvelope(userId, event)),
    connections: (userId) => sockets.get(userId)?.size ?? 0,
    close: () => listener.close(),
  };
}
