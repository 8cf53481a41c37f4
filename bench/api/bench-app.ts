import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BuildOptions, buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { tuneHeapFor } from "../../apps/api/src/lib/heap-tuning";

/**
 * The app as the benchmarks load it, in this process, on a fresh data folder: production mode, no
 * demo world, no rate limit, quiet. With a database URL (`databaseUrl`, else DATABASE_URL) it runs
 * on PostgreSQL (the anchors need it), else (or when `database` asks for it) on PGlite in the data
 * folder. `dataDir` opens the app again on a folder a previous build made (its keys and files);
 * `build` passes options to `buildApp`. The caller removes `dataDir`.
 */
export async function buildBenchApp(
  prefix: string,
  {
    database,
    databaseUrl,
    dataDir: existingDataDir,
    build,
  }: { database?: "pglite"; databaseUrl?: string; dataDir?: string; build?: BuildOptions } = {},
) {
  const dataDir = existingDataDir ?? (await mkdtemp(path.join(tmpdir(), prefix)));
  const url = database === "pglite" ? undefined : (databaseUrl ?? process.env.DATABASE_URL);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    RATE_LIMIT_PER_MINUTE: "100000000",
    NODE_ENV: "production",
    ...(url ? { DATABASE_URL: url } : {}),
  });
  // As the server does (server.ts); the anchor does the same, so both sides run alike.
  tuneHeapFor(config.database.kind);
  const app = await buildApp(config, build);
  return { app, dataDir };
}
