// Calls a second and latency of five writes at 50 connections, each beside its raw anchor measured in
// the same run (writes/anchor-server.ts: node:http + node-postgres running the statements our app sent
// for a call of its own, in the same transaction). PostgreSQL only: `DATABASE_URL=… tsx writes/run.ts`.
// Every call is a request of its own (write-calls.ts): ours makes calls 0…T-1 of each write; before its
// rounds, calls T…2T-1 are sent to our app one at a time and recorded, and the anchor replays one of those
// recordings per request on a copy of the database taken before anything was written. The job queue
// stores its jobs (a document's reading, a mail) but works none here: what is measured is the write.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { type WriteCall, type WriteRequest, writeCalls } from "../../apps/api/test/write-calls";
import { seedWritesWorld } from "../../apps/api/test/writes-world";
import { buildBenchApp } from "../api/bench-app";
import { freshDatabase, settleDatabase } from "../api/fresh-database";
import { type Figures, figuresLine, spentPerCall, tsx } from "../api/load-client";
import { type ProcessReading, readProcess } from "../api/process-meter";
import type { AnchorWrite, RecordedWrite } from "./anchor-server";
import { recordWrite, toJson } from "./call-recorder";
import type { LoadSpec } from "./load";
import { profileFirstRound } from "./round-profiler";

const here = path.dirname(new URL(import.meta.url).pathname);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pairs = Number(process.env.BENCH_PAIRS ?? 50);
/** Scales every write's calls a round (1: 1,000, uploads 300). */
const scale = Number(process.env.BENCH_SCALE ?? 1);
const only = process.env.BENCH_WRITES?.split(",");
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log("bench/writes: the anchors run on PostgreSQL; set DATABASE_URL=postgres://…/postgres");
  process.exit(0);
}
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

const callsOf = (call: WriteCall) => Math.max(connections, Math.round(call.perRound * scale));
const warmUpOf = (call: WriteCall) => Math.max(connections, Math.round(callsOf(call) / 4));
/** Calls each side makes of `call` over every round. */
const totalOf = (call: WriteCall) => rounds * (callsOf(call) + warmUpOf(call));

async function loadOnce(
  url: string,
  requests: WriteRequest[],
  call: WriteCall,
  dir: string,
): Promise<Figures> {
  const specFile = path.join(dir, `load-${Date.now()}.json`);
  let offset = 0;
  const spec: LoadSpec = {
    url,
    connections,
    warmUp: warmUpOf(call),
    amount: callsOf(call),
    requests: requests.map((request) => {
      const entry = { headers: request.headers, offset, length: request.body.length };
      offset += request.body.length;
      return entry;
    }),
  };
  await writeFile(specFile, JSON.stringify(spec));
  await writeFile(`${specFile}.bodies`, Buffer.concat(requests.map((request) => request.body)));
  try {
    const { stdout } = await promisify(execFile)(tsx, [path.join(here, "load.ts"), specFile], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Figures;
  } finally {
    await rm(specFile, { force: true });
    await rm(`${specFile}.bodies`, { force: true });
  }
}

async function startAnchor(write: AnchorWrite, dir: string, databaseUrl: string) {
  const file = path.join(dir, "anchor-write.json");
  await writeFile(file, toJson(write));
  const child = spawn(process.execPath, [...process.execArgv, path.join(here, "anchor-server.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the anchor exited with ${code}`)));
  });
  const reading = async () => (await (await fetch(`${url}/cpu-usage`)).json()) as ProcessReading;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, reading, stop };
}

/** A copy of `source` for the anchor: the world as it was before any write measured. */
async function copyDatabase(source: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${new URL(source).pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(source);
  url.pathname = `/${name}`;
  return url.toString();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const databaseUrl = await freshDatabase(serverUrl, "taxlane_bench_writes");
const jobs = { work: false, maintenance: false };
const first = await buildBenchApp("taxlane-bench-writes-", { databaseUrl, build: { jobs } });
const dataDir = first.dataDir;
const scratch = await mkdtemp(path.join(tmpdir(), "taxlane-bench-writes-load-"));
console.log(`bench/writes: ${connections} connections, ${rounds} rounds, load average ${load()}`);
// Requests for quotes: one a quote, for both sides.
const quoteCalls = 2 * rounds * Math.round(1000 * scale * 1.25) + connections * 4;
const world = await seedWritesWorld(first.app, { pairs, requests: quoteCalls });
const today = first.app.services.clock.now();
await first.app.close();
await settleDatabase(databaseUrl);
const anchorDatabase = await copyDatabase(databaseUrl, "taxlane_bench_writes_anchor");
const { app } = await buildBenchApp("", { databaseUrl, dataDir, build: { jobs } });
try {
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  const calls = writeCalls(world, today).filter(
    (call) => !only || only.some((name) => call.name.includes(name)),
  );
  console.log(
    `${world.pairs.length} jobs (professional and taxpayer), ${world.requestIds.length} routed requests`,
  );
  const summary: string[] = [];
  for (const call of calls) {
    const total = totalOf(call);
    const recordingStarted = performance.now();
    const recorded: RecordedWrite[] = [];
    for (let index = total; index < 2 * total; index += 1) {
      recorded.push(await recordWrite(appUrl, await call.request(index)));
    }
    const statements = median(recorded.map((entry) => entry.statements.length));
    console.log(
      `${call.name}: recorded ${total} calls for the anchor in ${((performance.now() - recordingStarted) / 1000).toFixed(1)} s, ${statements} statements a call (median)`,
    );
    if (process.env.BENCH_VERBOSE) {
      const typical = recorded.find((entry) => entry.statements.length === statements) ?? recorded[0];
      for (const statement of typical?.statements ?? []) {
        const text = statement.text.replace(/\s+/g, " ").slice(0, 120);
        console.log(`  ${statement.name ? `prepared ${statement.name}` : "unprepared"}: ${text}`);
      }
    }
    const firstRequest = await call.request(0);
    const anchor = await startAnchor(
      { path: firstRequest.path, storesBody: call.storesBody, calls: recorded },
      scratch,
      anchorDatabase,
    );
    // An upload's requests differ only in their job: the first of each pair's, over and over.
    const requestsOf = async (from: number) => {
      const count = call.storesBody ? Math.min(pairs, total) : callsOf(call) + warmUpOf(call);
      const start = call.storesBody ? 0 : from;
      return Promise.all(Array.from({ length: count }, (_, offset) => call.request(start + offset)));
    };
    const ours: Figures[] = [];
    const raw: Figures[] = [];
    try {
      for (let round = 0; round < rounds; round += 1) {
        const from = round * (callsOf(call) + warmUpOf(call));
        const measureOurs = async () => {
          // Made before the reading: building the forms is the load's work, not our server's.
          const requests = await requestsOf(from);
          const before = readProcess();
          const figures = await profileFirstRound(call.name, () =>
            loadOnce(`${appUrl}${firstRequest.path}`, requests, call, scratch),
          );
          Object.assign(figures, spentPerCall(before, readProcess(), figures));
          ours.push(figures);
          console.log(figuresLine(`${call.name} (Taxlane)`, figures));
        };
        const measureAnchor = async () => {
          const before = await anchor.reading();
          const requests = await requestsOf(total + from);
          const figures = await loadOnce(`${anchor.url}${firstRequest.path}`, requests, call, scratch);
          Object.assign(figures, spentPerCall(before, await anchor.reading(), figures));
          raw.push(figures);
          console.log(figuresLine(`${call.name} (raw anchor)`, figures));
        };
        const sides = round % 2 === 0 ? [measureOurs, measureAnchor] : [measureAnchor, measureOurs];
        for (const side of sides) await side();
      }
    } finally {
      await anchor.stop();
    }
    const ratio = median(
      ours.map((figures, round) => figures.requestsPerSecond / (raw[round]?.requestsPerSecond ?? 1)),
    );
    const of = (measured: Figures[], measure: keyof Figures) =>
      median(measured.map((figures) => figures[measure] ?? Number.NaN));
    const oursP99 = of(ours, "latencyP99Ms");
    const errors = ours.reduce((sum, figures) => sum + figures.errors, 0);
    const rawErrors = raw.reduce((sum, figures) => sum + figures.errors, 0);
    const verdict = ratio >= 0.7 && oursP99 <= 60 ? "meets" : "misses";
    summary.push(
      `ratio ${call.name.padEnd(26)} ${ratio.toFixed(2)}× its anchor (ours ${of(ours, "requestsPerSecond")} req/s p50 ${of(ours, "latencyP50Ms")} ms p99 ${oursP99} ms, errors ${errors}; anchor ${of(raw, "requestsPerSecond")} req/s p99 ${of(raw, "latencyP99Ms")} ms, errors ${rawErrors}; ${statements} statements a call) ${verdict} ≥ 0.7× and p99 ≤ 60 ms`,
      `      ${"".padEnd(26)} CPU per call: ours ${of(ours, "cpuMicrosPerCall")} µs, anchor ${of(raw, "cpuMicrosPerCall")} µs; GC per call: ours ${of(ours, "gcMicrosPerCall")} µs, anchor ${of(raw, "gcMicrosPerCall")} µs`,
    );
  }
  console.log(`\nmedians of ${rounds} rounds (${connections} connections), load average ${load()}:`);
  for (const line of summary) console.log(line);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
}
