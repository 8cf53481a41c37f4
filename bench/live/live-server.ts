// One API process of the live-channel bench, started by live/run.ts with --expose-gc: the app as the
// benchmarks build it (PostgreSQL when DATABASE_URL is set, else PGlite), on BENCH_DATA_DIR when given
// (processes sharing a database share the folder: its keys sign the sessions). With BENCH_SEED_PAIRS
// it seeds that many conversations and writes them to BENCH_SEED_FILE. Prints `{url, dataDir}` on one
// line when ready; each `memory` line on stdin is answered with `{rss, heap}` (resident; V8's heap in use
// and memory outside it) after two full collections.
import { writeFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { buildBenchApp } from "../api/bench-app";
import { seedLiveWorld } from "./live-world";

const databaseUrl = process.env.DATABASE_URL;
const { app, dataDir } = await buildBenchApp("taxlane-bench-live-", {
  ...(databaseUrl ? { databaseUrl } : { database: "pglite" as const }),
  ...(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {}),
});
const url = await app.listen({ host: "127.0.0.1", port: 0 });
const pairs = Number(process.env.BENCH_SEED_PAIRS ?? 0);
if (pairs > 0) {
  const conversations = await seedLiveWorld(app, pairs);
  await writeFile(process.env.BENCH_SEED_FILE ?? "", JSON.stringify(conversations));
}
console.log(JSON.stringify({ url, dataDir, database: app.services.databaseKind }));

const collect = globalThis.gc ?? (() => undefined);
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() !== "memory") return;
  collect();
  collect();
  setTimeout(() => {
    const { rss, heapUsed, external } = process.memoryUsage();
    console.log(JSON.stringify({ rss, heap: heapUsed + external }));
  }, 200);
});
process.on("SIGTERM", () => {
  void app.close().finally(() => process.exit(0));
});
