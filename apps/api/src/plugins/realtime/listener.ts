import type { FastifyBaseLogger } from "fastify";
import type { ListenSource } from "../../db/client";
import type { Listener, ListenHandlers } from "./listen-handlers";
import { listenOnPglite } from "./pglite-listener";
import { listenOnPostgres } from "./postgres-listener";

export type { Listener, ListenHandlers } from "./listen-handlers";

/** How this process's LISTEN connection shows in pg_stat_activity: which replica it is. */
export const listenerName = (pid: number = process.pid) => `taxlane-realtime/${pid}`;

/**
 * LISTEN on `channel` over the source the database handle names; on PostgreSQL the connection shows
 * as `applicationName` (the realtime listener's name unless said).
 */
export function listen(
  source: ListenSource,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
  applicationName: string = listenerName(),
): Promise<Listener> {
  return source.kind === "pglite"
    ? listenOnPglite(source.client, channel, handlers)
    : listenOnPostgres({ url: source.url, channel, handlers, log, applicationName });
}
