import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";

/**
 * The app as the benchmarks load it, in this process, on a fresh data folder: production mode, no
 * demo world, no rate limit, quiet. With a database URL (DATABASE_URL by default) it runs on
 * PostgreSQL (the anchors need it), else on PGlite. The caller removes `dataDir` when done.
 */
export async function buildBenchApp(prefix: string, databaseUrl = process.env.DATABASE_URL) {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      RATE_LIMIT_PER_MINUTE: "100000000",
      NODE_ENV: "production",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  return { app, dataDir };
}
