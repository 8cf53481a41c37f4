import type { FastifyInstance } from "fastify";

/** Requests in flight get this long before their connections (WebSockets included) are cut. */
const graceMs = 5_000;
/** Past this the process exits whatever is still open. */
const deadlineMs = 10_000;

/**
 * On SIGTERM or SIGINT: stop taking connections, let requests in flight finish, close the
 * database, exit 0. A second signal exits at once.
 */
export function closeOnSignals(
  app: FastifyInstance,
  signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM"],
): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, "closing: second signal, exiting now");
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, "closing: finishing requests in flight");
    // Both timers keep the event loop alive on purpose: they must fire even if closing leaves
    // nothing else scheduled.
    setTimeout(() => {
      app.server.closeAllConnections();
      for (const client of app.websocketServer.clients) client.terminate();
    }, graceMs);
    setTimeout(() => {
      app.log.error("closing: still open after 10 s, exiting");
      process.exit(1);
    }, deadlineMs);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "closing failed");
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, close);
}
