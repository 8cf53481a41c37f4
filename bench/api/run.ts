// Requests per second and latency of GET /api/health on the whole app, and of the marketplace's
// busiest lists (GetAllQuotes, GetAllIndividualRequests) for a signed-in person over a database of
// 10,000 requests, beside a bare Fastify hello-world measured in the same run on the same machine;
// prints each and its ratio to the baseline.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { seedMarketplace } from "./marketplace-data";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: "127.0.0.1", port: 0 });
}

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  // A short warm-up so both servers are measured hot.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const figures = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${name.padEnd(28)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p50 ${figures.latencyP50Ms} ms   p99 ${figures.latencyP99Ms} ms   errors ${figures.errors}`,
  );
  return figures;
}

const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-"));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    RATE_LIMIT_PER_MINUTE: "100000000",
    NODE_ENV: "production",
    // Set DATABASE_URL to measure against PostgreSQL instead of the embedded PGlite.
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
);
const bare = Fastify({ logger: false });
bare.get("/hello", async () => ({ hello: "world" }));

try {
  const appUrl = await listen(app);
  const bareUrl = await listen(bare);
  const database = app.services.databaseKind;
  console.log(
    `bench/api: ${connections} connections, ${seconds} s each, autocannon on loopback, ${database}`,
  );
  const market = await seedMarketplace(app, Number(process.env.BENCH_REQUESTS ?? 10_000));
  console.log(
    `marketplace: ${market.requests} requests, ${market.quotes} quotes; the taxpayer has ${market.taxpayerQuotes} quotes, the expert ${market.expertRequests} open individual requests`,
  );
  const baseline = await measure("GET /hello (bare Fastify)", `${bareUrl}/hello`);
  const measured = [
    await measure("GET /api/health (Taxlane)", `${appUrl}/api/health`),
    await measure("GetAllQuotes (taxpayer)", `${appUrl}/api/Taxpayer/GetAllQuotes`, market.taxpayerHeaders),
    await measure(
      "GetAllIndividualRequests 0-20",
      `${appUrl}/api/Accountant/GetAllIndividualRequests?from=0&to=20`,
      market.expertHeaders,
    ),
  ];
  for (const figures of measured) {
    console.log(
      `ratio ${figures.name} / bare Fastify: ${(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    );
  }
} finally {
  await app.close();
  await bare.close();
  await rm(dataDir, { recursive: true, force: true });
}
