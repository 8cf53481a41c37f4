import type { FastifyBaseLogger } from "fastify";
import type { ListenSource } from "../../db/client";
import { listenOnPglite } from "./pglite-listener";
import { listenOnPostgres } from "./postgres-listener";

/** A LISTEN that stays open until closed. */
export interface Listener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** One NOTIFY payload, in commit order. */
  onMessage(payload: string): void;
  /** LISTEN is back after its connection dropped: whatever was sent meanwhile was missed. */
  onResumed(): void;
  /** The connection dropped: nothing is heard until `onResumed` (PostgreSQL only). */
  onLost?(): void;
}

/** How this process's LISTEN connection shows in pg_stat_activity: which replica it is. */
export const listenerName = (pid: number = process.pid) => `taxlane-realtime/${pid}`;

/** LISTEN on `channel` over the source the database handle names. */
export function listen(
  source: ListenSource,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
): Promise<Listener> {
  return source.kind === "pglite"
    ? listenOnPglite(source.client, channel, handlers)
    : listenOnPostgres({ url: source.url, channel, handlers, log, applicationName: listenerName() });
}
