/**
 * Live pushes to signed-in browsers. Each process keeps the sockets of its own clients and delivers
 * events addressed to their users; with several API processes the same `publish` would also go out
 * through PostgreSQL NOTIFY so that every process hears it (one process today: see decisions).
 */
import type { RealtimeEvent } from "@taxlane/contract";

export interface RealtimeSocket {
  send(data: string): void;
}

export interface RealtimeHub {
  subscribe(userId: number, socket: RealtimeSocket): () => void;
  publish(userId: number, event: RealtimeEvent): void;
  /** How many sockets are open for a user (tests and health). */
  connections(userId: number): number;
}

export function createRealtimeHub(): RealtimeHub {
  const sockets = new Map<number, Set<RealtimeSocket>>();
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
    publish(userId, event) {
      const payload = JSON.stringify(event);
      for (const socket of sockets.get(userId) ?? []) {
        try {
          socket.send(payload);
        } catch {
          // A socket closing as we send: its close handler unsubscribes it.
        }
      }
    },
    connections: (userId) => sockets.get(userId)?.size ?? 0,
  };
}
