// Requests per second and latency of the public directory and a public profile over the seeded demo
// world, beside GET /api/health of the same app in the same run; prints each and its ratio to health.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(name: string, url: string) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  const requestsPerSecond = Math.round(result.requests.average);
  console.log(
    `${name.padEnd(44)} ${String(requestsPerSecond).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
  return requestsPerSecond;
}

const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-"));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "true",
    RATE_LIMIT_PER_MINUTE: "100000000",
    NODE_ENV: "production",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
);

try {
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const first = await (await fetch(`${base}/api/Public/Experts?from=0&to=1`)).json();
  const expertId = (first as { items: { id: number }[] }).items[0]?.id;
  console.log(`bench/directory: ${connections} connections, ${seconds} s each, ${app.services.databaseKind}`);
  const health = await measure("GET /api/health", `${base}/api/health`);
  const directory = await measure(
    "GET /api/Public/Experts (12 per page)",
    `${base}/api/Public/Experts?from=0&to=12`,
  );
  const filtered = await measure(
    "GET /api/Public/Experts (state, service)",
    `${base}/api/Public/Experts?state=TX&taxPreparationTypeId=1&from=0&to=12`,
  );
  const profile = await measure(
    "GET …/GetAccountantProfileDetails (public)",
    `${base}/api/Accountant/GetAccountantProfileDetails?accountantId=${expertId}`,
  );
  for (const [name, value] of [
    ["directory", directory],
    ["filtered directory", filtered],
    ["public profile", profile],
  ] as const) {
    console.log(`ratio ${name} / health: ${(value / health).toFixed(2)}`);
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
