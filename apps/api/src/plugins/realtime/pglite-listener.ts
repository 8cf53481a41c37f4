import type { EmbeddedDatabase } from "../../db/pglite-thread";
import type { Listener, ListenHandlers } from "./listener";

/**
 * LISTEN on the embedded database: PGlite runs in this process (in a thread of its own) and never drops the connection, so
 * `onResumed` is never called. Notifications still go through PostgreSQL's own queue, as they do
 * between processes, so a rolled-back change sends nothing here either.
 */
export async function listenOnPglite(
  client: EmbeddedDatabase,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  return {
    // The database may be closed first (by whoever opened it); its listeners went with it.
    close: () => (client.closed ? Promise.resolve() : unlisten()),
  };
}
