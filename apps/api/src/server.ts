import cluster from "node:cluster";
import { ConfigError, loadConfig } from "./config";
import { tuneHeapFor } from "./lib/heap-tuning";

async function main() {
  // Whatever this process writes (PGlite's WAL, files, mail, keys) is the owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  tuneHeapFor(config.database.kind);
  // Each side loads only what it runs: a cluster's primary never loads the app and its packages.
  if (config.workers > 1 && cluster.isPrimary) {
    const { runPrimary } = await import("./cluster");
    await runPrimary(config.workers, { sharedRateLimits: config.redis !== undefined });
  } else {
    const { serve } = await import("./serve");
    await serve(config);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
