// Cold start and memory of `npm start` on this (installed, built) clone: the time from running
// `npm start` to its ready line ("Taxlane is running"), on an empty data folder (migrations and the
// demo seed included) and again on that folder; then the server's resident memory at idle and during
// `BENCH_SECONDS` (30) s of load at `BENCH_CONNECTIONS` (50) on the public expert directory. Idle is
// read twice: 3 s after the ready line, and once the server has been left alone `BENCH_IDLE_SECONDS`
// (60) s, by when V8's memory reducer has collected and given back the young generation that the
// start filled (it runs after some 30-45 s of quiet). The
// baseline is a bare node:http server started the same way. Linux (reads /proc). With DATABASE_URL
// the app runs on that PostgreSQL database (emptied first); with WORKERS, as that many processes.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildIfMissing } from "../shared/build-if-missing";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const readyLine = "Taxlane is running";
/** What one idle API process may hold resident. */
const IDLE_GOAL_MB = 150;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Every process under `pid` (npm → sh → node, and node:cluster's workers). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Resident memory in MB of the processes under `pid` whose command line names `script`. */
function residentMb(pid: number, script: string): number {
  let kb = 0;
  for (const id of [pid, ...descendants(pid)]) {
    try {
      if (!readFileSync(`/proc/${id}/cmdline`, "utf8").includes(script)) continue;
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  readyMs: number;
  stop(): Promise<void>;
}

/** Runs `command` and resolves when `ready` appears in its output, with the time it took. */
async function startUntil(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<Started> {
  const port = await freePort();
  const begun = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const readyMs = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve(performance.now() - begun);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`exited (${code}) before "${ready}":\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // npm passes SIGTERM to its script's shell only; the server notices its starter went away.
    for (const id of [...descendants(child.pid ?? 0)].reverse()) {
      try {
        process.kill(id, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    child.kill("SIGTERM");
    await exited;
  };
  return { child, baseUrl: `http://127.0.0.1:${port}`, readyMs, stop };
}

/** Resident memory sampled every second for `idleSeconds` of quiet: the first sample at 3 s, and the last. */
async function memoryLeftAlone(started: Started, script: string) {
  const timeline: number[] = [];
  for (let second = 1; second <= Math.max(idleSeconds, 3); second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    timeline.push(residentMb(started.child.pid ?? 0, script));
  }
  if (process.env.BENCH_VERBOSE) console.log(`  ${script}, each second of quiet: ${timeline.join(" ")}`);
  return { afterStartMb: timeline[2] ?? 0, settledMb: timeline.at(-1) ?? 0 };
}

/** Memory at idle, then during the load, sampled every 250 ms. */
async function memoryUnderLoad(started: Started, script: string) {
  const idle = await memoryLeftAlone(started, script);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentMb(started.child.pid ?? 0, script)), 250);
  // Its own process, run asynchronously, so the sampler keeps sampling while it runs.
  const load = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(root, "bench/api/load.ts"),
      `${started.baseUrl}/api/Public/Experts?from=0&to=12`,
      String(connections),
      String(seconds),
      "{}",
    ],
    { cwd: path.join(root, "bench"), stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  load.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  load.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const status = await new Promise<number | null>((resolve) => load.once("exit", resolve));
  clearInterval(sampler);
  if (status !== 0) throw new Error(`the load failed:\n${stderr}`);
  const figures = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
    requestsPerSecond: number;
    latencyP99Ms: number;
    errors: number;
  };
  return {
    idleMb: idle.settledMb,
    afterStartMb: idle.afterStartMb,
    loadPeakMb: Math.max(...samples),
    loadEndMb: samples.at(-1) ?? 0,
    ...figures,
  };
}

async function emptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schemas = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'",
    );
    for (const { name } of schemas.rows) await client.query(`drop schema "${name}" cascade`);
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

buildIfMissing();

const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-startup-"));
const databaseUrl = process.env.DATABASE_URL;
const workers = process.env.WORKERS ?? "1";
if (databaseUrl) await emptyDatabase(databaseUrl);
const appEnv = {
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  DATABASE_URL: databaseUrl ?? "",
  WORKERS: workers,
  // Every load call comes from this machine's one address.
  RATE_LIMIT_PER_MINUTE: "100000000",
};
try {
  const first = await startUntil("npm", ["start"], appEnv, readyLine);
  await first.stop();
  const again = await startUntil("npm", ["start"], appEnv, readyLine);
  const app = await memoryUnderLoad(again, "scripts/start.mjs");
  await again.stop();

  const bare = await startUntil(
    process.execPath,
    [
      "-e",
      "require('node:http').createServer((q,s)=>s.end('[]')).listen(process.env.PORT,'127.0.0.1',()=>console.log('bare ready'))",
    ],
    {},
    "bare ready",
  );
  const baseline = await memoryUnderLoad(bare, "bare ready");
  await bare.stop();

  const where = databaseUrl ? `PostgreSQL, WORKERS=${workers}` : "PGlite";
  console.log(`npm start to "${readyLine}" (${where}):`);
  console.log(`  empty data folder (migrations, demo seed): ${Math.round(first.readyMs)} ms`);
  console.log(`  same folder again:                          ${Math.round(again.readyMs)} ms`);
  console.log(`  a bare node:http server (baseline):         ${Math.round(bare.readyMs)} ms`);
  console.log(`  ratio, again / baseline: ${(again.readyMs / bare.readyMs).toFixed(1)}`);
  console.log(
    `Resident memory (MB), ${connections} connections for ${seconds} s on GET /api/Public/Experts:`,
  );
  for (const [name, figures] of [
    ["Taxlane", app],
    ["bare node:http", baseline],
  ] as const) {
    console.log(
      `  ${name}: 3 s after ready ${figures.afterStartMb}, idle after ${idleSeconds} s ${figures.idleMb}, under load peak ${figures.loadPeakMb}, at the end ${figures.loadEndMb} · ${figures.requestsPerSecond} req/s, p99 ${figures.latencyP99Ms} ms, ${figures.errors} errors`,
    );
  }
  console.log(`  ratio, idle / baseline idle: ${(app.idleMb / baseline.idleMb).toFixed(1)}`);
  console.log(
    `  goal: idle ${app.idleMb} MB ${app.idleMb <= IDLE_GOAL_MB ? "≤" : ">"} ${IDLE_GOAL_MB} MB (${app.idleMb <= IDLE_GOAL_MB ? "met" : "missed"})`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
