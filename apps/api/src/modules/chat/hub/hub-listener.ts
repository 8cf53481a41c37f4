import type { FastifyBaseLogger } from "fastify";
import type { ListenSource } from "../../../db/client";
import type { Listener, ListenHandlers } from "../../../plugins/realtime/listener";
import { listenOnPglite } from "../../../plugins/realtime/pglite-listener";
import { listenOnPostgres } from "../../../plugins/realtime/postgres-listener";

/** The hub's own channel: its signals are for groups of anonymous sockets, not for signed-in users. */
export const CHAT_HUB_CHANNEL = "taxlane_chat_hub";

/** How this process's hub LISTEN connection shows in pg_stat_activity (apart from realtime's). */
export const hubListenerName = (pid: number = process.pid) => `taxlane-chat-hub/${pid}`;

export function listenForHub(
  source: ListenSource,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
): Promise<Listener> {
  return source.kind === "pglite"
    ? listenOnPglite(source.client, CHAT_HUB_CHANNEL, handlers)
    : listenOnPostgres({
        url: source.url,
        channel: CHAT_HUB_CHANNEL,
        handlers,
        log,
        applicationName: hubListenerName(),
      });
}
