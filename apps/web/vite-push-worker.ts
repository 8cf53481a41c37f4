import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import type { Plugin } from "vite";

/** The worker's push handling (src/push/push-worker.ts), a script of its own at the site's root. */
export const PUSH_WORKER_FILE = "push-worker.js";

/**
 * Writes the push handling as one plain script that the generated service worker can `importScripts`
 * (a classic worker takes no modules). It is built on its own, as an IIFE, rather than as an entry of
 * the app's bundle: the app's chunks share a runtime module, which a classic script cannot import.
 */
export function pushWorker(): Plugin {
  return {
    name: "taxlane-push-worker",
    apply: "build",
    async generateBundle() {
      const built = await build({
        input: fileURLToPath(new URL("./src/push/push-worker.ts", import.meta.url)),
        write: false,
        output: { format: "iife", minify: true },
      });
      const [script] = built.output;
      this.emitFile({ type: "asset", fileName: PUSH_WORKER_FILE, source: script.code });
    },
  };
}
