// Calls a second through Debian's nginx in front of three API processes (the recipe in deploy/),
// against one process alone and one process behind the same nginx, each on a fresh PostgreSQL
// database with the demo world. The three arrangements are measured in turns, BENCH_ROUNDS times;
// figures are medians. PostgreSQL only: without DATABASE_URL it says so and stops.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startFakeS3 } from "../../apps/api/test/fake-s3";
import { spawnBuiltServer } from "../../e2e/server/built-server";
import { freePort } from "../../e2e/server/free-port";
import { type ServerProcess, spawnProxiedStack } from "../../e2e/server/proxied-stack";
import { newDatabase } from "../../e2e/server/scale-out";
import { buildIfMissing } from "../shared/build-if-missing";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// A process's first seconds go to its start-up passes (jobs, sweeps): measured after them.
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
const serverUrl = process.env.DATABASE_URL;

interface Arrangement {
  name: string;
  processes: number;
  proxied: boolean;
}
const arrangements: Arrangement[] = [
  { name: "one process", processes: 1, proxied: false },
  { name: "one process behind nginx", processes: 1, proxied: true },
  { name: "three processes behind nginx", processes: 3, proxied: true },
];

interface Running {
  baseUrl: string;
  token: string;
  stop(): Promise<void>;
}

async function healthy(baseUrl: string, server: ServerProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited while starting:\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

async function start(arrangement: Arrangement, databaseServer: string): Promise<Running> {
  const database = await newDatabase(databaseServer);
  const store = await startFakeS3({ bucket: "taxlane-bench", pageSize: 1000 });
  const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-proxy-"));
  const port = await freePort();
  const environment = {
    DATABASE_URL: database.url,
    ...store.environment,
    RATE_LIMIT_PER_MINUTE: "100000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    // Each process keeps the pool it would have in production.
    DATABASE_POOL_SIZE: "10",
  };
  const { server, output } = arrangement.proxied
    ? spawnProxiedStack(port, dataDir, environment, arrangement.processes)
    : spawnBuiltServer(port, dataDir, environment);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await store.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(baseUrl, server, output);
    const password = (await readFile(path.join(dataDir, "keys", "demo-password"), "utf8")).trim();
    const signedIn = await fetch(`${baseUrl}/api/identity/signIn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "taxpayer@demo.taxlane.app", password }),
    });
    const { token } = (await signedIn.json()) as { token?: string };
    if (!token) throw new Error(`the demo taxpayer could not sign in (${signedIn.status})`);
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    return { baseUrl, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const calls = [
  { name: "GET /api/health", path: "/api/health", signedIn: false },
  { name: "the directory, 12 a page", path: "/api/Public/Experts?from=0&to=12", signedIn: false },
  { name: "a taxpayer's quotes (signed in)", path: "/api/Taxpayer/GetAllQuotes", signedIn: true },
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (!serverUrl) {
  console.log("bench/proxy needs PostgreSQL: set DATABASE_URL (a database on the server to use).");
  process.exit(0);
}
buildIfMissing();
console.log(
  `bench/proxy: ${connections} connections, ${seconds} s a call, ${rounds} rounds; load ${(await readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ")}`,
);
const measured = new Map<string, Figures[]>();
for (let round = 0; round < rounds; round += 1) {
  // The order turns each round, so no arrangement always goes first on a cold machine.
  const order = arrangements.map(
    (_, index) => arrangements[(index + round) % arrangements.length] as Arrangement,
  );
  for (const arrangement of order) {
    const running = await start(arrangement, serverUrl);
    try {
      for (const call of calls) {
        const headers: Record<string, string> = call.signedIn
          ? { authorization: `Bearer ${running.token}` }
          : {};
        const figures = await load(`${running.baseUrl}${call.path}`, headers);
        const key = `${arrangement.name}\t${call.name}`;
        measured.set(key, [...(measured.get(key) ?? []), figures]);
      }
    } finally {
      await running.stop();
    }
  }
}

console.log("\n| call | arrangement | calls a second | ratio to one process | p50 | p99 | errors |");
console.log("|---|---|---|---|---|---|---|");
for (const call of calls) {
  const alone = median((measured.get(`one process\t${call.name}`) ?? []).map((f) => f.perSecond));
  for (const arrangement of arrangements) {
    const runs = measured.get(`${arrangement.name}\t${call.name}`) ?? [];
    const perSecond = median(runs.map((f) => f.perSecond));
    console.log(
      `| ${call.name} | ${arrangement.name} | ${Math.round(perSecond)} | ${(perSecond / alone).toFixed(2)}× | ${median(runs.map((f) => f.p50))} ms | ${median(runs.map((f) => f.p99))} ms | ${runs.reduce((sum, f) => sum + f.errors, 0)} |`,
    );
  }
}
