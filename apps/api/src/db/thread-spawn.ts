import { Worker } from "node:worker_threads";
import type { Reply } from "./pglite-messages";

/** The thread running now, and when it has exited. */
export interface Running {
  worker: Worker;
  exited: Promise<void>;
}

/**
 * Starts a thread of pglite-worker.mjs on `dir` (in memory when undefined). `message` hears its
 * replies; `lost` hears it stop, once for its error and once for its exit (the second is for the
 * caller to ignore), with the cause in a few words.
 */
export function spawnThread(
  dir: string | undefined,
  handlers: {
    message: (worker: Worker, reply: Reply) => void;
    lost: (worker: Worker, cause: string, thrown?: Error) => void;
  },
): Running {
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: { dir },
  });
  // Idle, the thread does not keep the process alive; a statement in flight does (pglite-thread.ts `#send`).
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("message", (reply: Reply) => handlers.message(worker, reply));
  worker.on("error", (error: Error & { code?: string }) =>
    handlers.lost(worker, `uncaught ${error.code ?? error.name}`, error),
  );
  worker.on("exit", (code) => handlers.lost(worker, `exit code ${code}`));
  return { worker, exited };
}
