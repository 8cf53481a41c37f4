// The embedded database's own thread: PGlite runs its queries synchronously (WebAssembly), so here
// they leave the API's event loop free. Plain JavaScript, as Node starts it in every setting (built
// server, tsx, vitest). The other side is pglite-thread.ts; pglite-messages.ts documents the messages.
import { parentPort, workerData } from "node:worker_threads";
import { messages, PGlite } from "@electric-sql/pglite";

if (!parentPort) throw new Error("pglite-worker.mjs runs as a worker thread");
const port = parentPort;
// PostgreSQL's shared buffers live in the WebAssembly memory and stay resident once touched: at its
// default of 128 MB they made most of an idle server's memory. The embedded database of a practice is
// tens of MB, and pages outside the buffers are read from the operating system's file cache.
// 32 MB served the embedded bench as fast as 128 and 16 MB did, and the idle server holds ~120 MB less.
const db = new PGlite({
  dataDir: workerData.dir,
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
});

/** Open transactions by id: the PGlite transaction, and how to end it (true commits). */
const transactions = new Map();
/** LISTENs by id: how to stop each. */
const listens = new Map();

// The main thread's parsers are functions and cannot cross threads; Drizzle's all keep the text of
// the types they name, so the same types keep their text here. Made once per set of types.
const keepingTextFor = new Map();
function keepingText(types) {
  if (!types) return undefined;
  const key = types.join(",");
  let parsers = keepingTextFor.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value) => value]));
    keepingTextFor.set(key, parsers);
  }
  return parsers;
}
const queryOptions = (options) =>
  options
    ? { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers: keepingText(options.textTypes) }
    : undefined;

/** What a thrown error says, as much of it as crosses threads (a database error's fields too). */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return {
    message: error.message,
    stack: error.stack,
    database: error instanceof messages.DatabaseError,
    fields,
  };
}

/** The connection a message runs on: its transaction's, or the database's own. */
function on(message) {
  if (message.tx === undefined) return db;
  const open = transactions.get(message.tx);
  if (!open?.tx) throw new Error(`no open transaction ${message.tx}`);
  return open.tx;
}

const handlers = {
  query: (message) => on(message).query(message.text, message.params, queryOptions(message.options)),
  exec: (message) => on(message).exec(message.text),
  begin: (message) =>
    new Promise((begun, failed) => {
      const open = {};
      transactions.set(message.tx, open);
      open.done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            open.tx = tx;
            open.end = (ok) => (ok ? commit() : rollback(new Error("rolled back")));
            begun(null);
          }),
      );
      open.done.catch((error) => {
        transactions.delete(message.tx);
        failed(error);
      });
    }),
  end: async (message) => {
    const open = transactions.get(message.tx);
    if (!open?.end) throw new Error(`no open transaction ${message.tx}`);
    transactions.delete(message.tx);
    open.end(message.commit);
    try {
      await open.done;
    } catch (error) {
      // The rollback asked for is no failure; a commit that failed is.
      if (message.commit) throw error;
    }
    return null;
  },
  listen: async (message) => {
    const stop = await db.listen(message.channel, (payload) =>
      port.postMessage({ notification: message.listen, payload }),
    );
    listens.set(message.listen, stop);
    return null;
  },
  unlisten: async (message) => {
    const stop = listens.get(message.listen);
    listens.delete(message.listen);
    if (stop && !db.closed) await stop();
    return null;
  },
  close: async () => {
    if (!db.closed) await db.close();
    return null;
  },
  // Tests only: hangs this thread for good, as a loop in WebAssembly would, so that its watchdog
  // (stall-watchdog.ts) meets a real hang. Only the proxy holding this thread can send it, and only
  // in a test runner.
  spin: () => {
    if (!process.env.VITEST) throw new Error("spin runs in tests only");
    for (;;) {
      // Never returns: the thread only ends when the proxy terminates it.
    }
  },
};

port.on("message", async (message) => {
  try {
    const handler = handlers[message.op];
    if (!handler) throw new Error(`unknown operation ${message.op}`);
    port.postMessage({ id: message.id, ok: true, value: await handler(message) });
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: describe(error) });
  }
});
