import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Listener, ListenHandlers } from "./listen-handlers";

export interface PostgresListenOptions {
  url: string;
  /** A plain lower-case identifier: it is written into LISTEN unquoted. */
  channel: string;
  handlers: ListenHandlers;
  log: FastifyBaseLogger;
  /** How the connection shows in pg_stat_activity. */
  applicationName?: string;
  /** The wait before reconnect number `attempt` (0 for the first). */
  retryDelayMs?: (attempt: number) => number;
  /**
   * A LISTEN connection only receives, so a silently dead one (a dropped route, a failed-over
   * server) would go unnoticed: a query this often finds out.
   */
  pingEveryMs?: number;
}

const defaultRetryDelay = (attempt: number) => Math.min(15_000, 500 * 2 ** attempt);

/**
 * LISTEN over a connection of its own (a pooled one would be handed to other queries between
 * statements and miss notifications). When that connection drops it is opened again, with growing
 * waits, until the listener is closed; `onResumed` then tells the caller that it missed a stretch.
 */
export async function listenOnPostgres(options: PostgresListenOptions): Promise<Listener> {
  const { url, channel, handlers, log } = options;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  const pingEveryMs = options.pingEveryMs ?? 30_000;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);

  let current: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      application_name: options.applicationName ?? "taxlane-realtime",
      keepAlive: true,
      query_timeout: 10_000,
    });
    client.on("notification", (message) => {
      if (!closed && message.channel === channel && message.payload !== undefined) {
        handlers.onMessage(message.payload);
      }
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  function adopt(client: pg.Client): void {
    current = client;
    pingTimer = setInterval(() => {
      client.query("select 1").catch((error: unknown) => lost(client, error));
    }, pingEveryMs);
    pingTimer.unref();
  }

  function lost(client: pg.Client, error: unknown): void {
    // Errors while connecting belong to `open`; events of a connection already given up are old news.
    if (current !== client) return;
    current = null;
    clearInterval(pingTimer);
    client.end().catch(() => undefined);
    if (closed) return;
    handlers.onLost?.();
    log.warn({ err: error }, "the realtime LISTEN connection dropped: opening it again");
    reconnect(0);
  }

  function reconnect(attempt: number): void {
    retryTimer = setTimeout(async () => {
      let client: pg.Client;
      try {
        client = await open();
      } catch (error) {
        if (closed) return;
        log.warn({ err: error, attempt }, "the realtime LISTEN connection could not be opened again");
        reconnect(attempt + 1);
        return;
      }
      if (closed) {
        await client.end().catch(() => undefined);
        return;
      }
      adopt(client);
      log.info("the realtime LISTEN connection is back");
      handlers.onResumed();
    }, retryDelay(attempt));
    retryTimer.unref();
  }

  // The first connection fails the start: the database was reachable a moment ago.
  adopt(await open());

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
