import type { EmbeddedDatabase } from "../../db/pglite-thread";
import type { Listener, ListenHandlers } from "./listen-handlers";

/**
 * LISTEN on the embedded database: PGlite runs in this process, in a thread of its own. When that
 * thread stops and a new one takes over (db/pglite-thread.ts), the LISTEN is open again and
 * `onResumed` is called: a NOTIFY of a statement the stop cut short may have been missed.
 * Notifications go through PostgreSQL's own queue, as they do between processes, so a rolled-back
 * change sends nothing here either.
 */
export async function listenOnPglite(
  client: EmbeddedDatabase,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  const stopResuming = client.onRestarted(() => handlers.onResumed());
  return {
    // The database may be closed first (by whoever opened it); its listeners went with it.
    close: () => {
      stopResuming();
      return client.closed ? Promise.resolve() : unlisten();
    },
  };
}
