// Requests per second and latency of the lists people open most, for signed-in people over a
// marketplace of 10,000 requests, each beside its raw anchor measured in the same run: a node:http +
// node-postgres server (anchor-server.ts) that runs the SQL statements our app sent for that call, in
// the same order, and writes the same JSON. autocannon runs in a process of its own (load.ts). Prints
// each call's figures and its ratio to its anchor (req/s, and p99).
// Each call has two anchors: the strict one runs only what our app sent with its session cached (so
// no session query); the session-check one first checks the session with the query our app runs
// when it has not, as a raw server without that cache does on every call (the anchor issue 21 set).
import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { SESSIONS_CHANNEL } from "../../apps/api/src/modules/identity/session-cache";
import { busiestLists } from "../../apps/api/test/busiest-lists";
import type { AnchorCall } from "./anchor-server";
import { buildBenchApp } from "./bench-app";
import { seedConversationWorld } from "./conversation-data";
import { freshDatabase, settleDatabase } from "./fresh-database";
import { type Figures, figuresLine as line, load as loadWith, spentPerCall } from "./load-client";
import { seedMarketplace } from "./marketplace-data";
import { type ProcessReading, readProcess } from "./process-meter";
import { recordCall, recordCallWithSessionCheck } from "./statement-recorder";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const here = path.dirname(new URL(import.meta.url).pathname);

const load = (url: string, headers: Record<string, string>) =>
  loadWith(url, headers, { connections, seconds });

async function record(appUrl: string, call: string, headers: Record<string, string>): Promise<AnchorCall> {
  const { statements, body } = await recordCall(appUrl, call, headers);
  return { path: call, authorization: headers.authorization ?? "", statements, body };
}

/** The session id a bearer token names (its `sid` claim). */
function sessionIdOf(headers: Record<string, string>): string {
  const payload = headers.authorization?.split(".")[1] ?? "";
  return (JSON.parse(Buffer.from(payload, "base64url").toString()) as { sid: string }).sid;
}

async function recordWithSessionCheck(
  appUrl: string,
  call: string,
  headers: Record<string, string>,
  databaseUrl: string,
): Promise<AnchorCall> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // What a sign-out elsewhere sends: the app drops the session from its cache when it hears it.
    const forget = async () => {
      await client.query("select pg_notify($1, $2)", [
        SESSIONS_CHANNEL,
        JSON.stringify({ sessionId: sessionIdOf(headers) }),
      ]);
    };
    const { statements, body } = await recordCallWithSessionCheck(appUrl, call, headers, forget);
    return { path: call, authorization: headers.authorization ?? "", statements, body };
  } finally {
    await client.end();
  }
}

async function startAnchor(calls: AnchorCall[], dir: string, databaseUrl: string, kind: string) {
  const file = path.join(dir, `anchor-calls-${kind}.json`);
  await writeFile(file, JSON.stringify(calls));
  // With this process's Node and V8 flags (the heap's sizes among them), as our app in it has.
  const child = spawn(process.execPath, [...process.execArgv, path.join(here, "anchor-server.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the anchor exited with ${code}`)));
  });
  const reading = async () => (await (await fetch(`${url}/cpu-usage`)).json()) as ProcessReading;
  return { url, reading, stop: () => child.kill("SIGTERM") };
}

// On PostgreSQL, a new database beside the one DATABASE_URL names, so each run measures the same world.
const serverUrl = process.env.DATABASE_URL;
const databaseUrl = serverUrl ? await freshDatabase(serverUrl, "taxlane_bench_api") : undefined;
const { app, dataDir } = await buildBenchApp("taxlane-bench-", databaseUrl ? { databaseUrl } : {});

try {
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  const database = app.services.databaseKind;
  console.log(
    `bench/api: ${connections} connections, ${seconds} s each, autocannon in its own process on loopback, ${database}`,
  );
  const market = await seedMarketplace(app, Number(process.env.BENCH_REQUESTS ?? 10_000));
  const conversation = await seedConversationWorld(app);
  if (databaseUrl) await settleDatabase(databaseUrl);
  console.log(
    `marketplace: ${market.requests} requests, ${market.quotes} quotes; the taxpayer has ${market.taxpayerQuotes} quotes, the expert ${market.expertRequests} open individual requests, another taxpayer ${market.jobsTaxpayerJobs} jobs; one job with ${conversation.messages} messages and ${conversation.answers} organizer answers`,
  );
  const calls = busiestLists({
    quotesOf: market.taxpayerHeaders,
    requestsOf: market.expertHeaders,
    jobsOf: market.jobsTaxpayerHeaders,
    job: { ...conversation, taxpayer: conversation.taxpayerHeaders },
  });
  const recorded: AnchorCall[] = [];
  const recordedWithSession: AnchorCall[] = [];
  for (const { path: call, as: headers } of calls) {
    recorded.push(await record(appUrl, call, headers));
    if (databaseUrl)
      recordedWithSession.push(await recordWithSessionCheck(appUrl, call, headers, databaseUrl));
  }
  const anchor = databaseUrl ? await startAnchor(recorded, dataDir, databaseUrl, "strict") : null;
  const sessionAnchor = databaseUrl
    ? await startAnchor(recordedWithSession, dataDir, databaseUrl, "session-check")
    : null;
  if (!anchor) console.log("(no DATABASE_URL: the raw anchors run on PostgreSQL only, so ours alone)");
  // The machine may be shared: ours and its anchors take turns in short rounds (the order rotated
  // each round), and each call's ratio is the median of its rounds' ratios, so a load that comes and
  // goes touches every side alike.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const anchors = [
    { label: "raw anchor", ratioLabel: "its anchor", server: anchor, recorded },
    {
      label: "raw anchor, session query",
      ratioLabel: "its anchor with the session query",
      server: sessionAnchor,
      recorded: recordedWithSession,
    },
  ];
  // Before any round, each side loads each call once unmeasured. Our process has just seeded the
  // marketplace: its first collections of that garbage, and the first compilations of each call's
  // path, fell into the first call's first round (GetAllQuotes'), where a server that has been up a
  // while pays neither. The anchors get the same pass, so both sides start hot.
  const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
  if (warmUpSeconds > 0) {
    for (const { path: call, as: headers } of calls) {
      for (const url of [appUrl, ...anchors.map((side) => side.server?.url)]) {
        if (url) await loadWith(`${url}${call}`, headers, { connections, seconds: warmUpSeconds });
      }
    }
  }
  type Result = { name: string; ours: Figures[]; raw: Figures[][] };
  const results: Result[] = [];
  try {
    for (const { name, path: call, as: headers } of calls) {
      const result: Result = { name, ours: [], raw: anchors.map(() => []) };
      const measureOurs = async () => {
        // Ours runs in this process, which only waits while autocannon runs in its own.
        const before = readProcess();
        const figures = await load(`${appUrl}${call}`, headers);
        Object.assign(figures, spentPerCall(before, readProcess(), figures));
        result.ours.push(figures);
        console.log(line(`${name} (Taxlane)`, figures));
      };
      const measureAnchor = (index: number) => async () => {
        const side = anchors[index];
        if (!side?.server) return;
        const before = await side.server.reading();
        const figures = await load(`${side.server.url}${call}`, headers);
        Object.assign(figures, spentPerCall(before, await side.server.reading(), figures));
        result.raw[index]?.push(figures);
        console.log(line(`${name} (${side.label})`, figures));
      };
      const sides = [measureOurs, ...anchors.map((_, index) => measureAnchor(index))];
      for (let round = 0; round < rounds; round += 1) {
        for (let turn = 0; turn < sides.length; turn += 1) await sides[(round + turn) % sides.length]?.();
      }
      results.push(result);
    }
  } finally {
    anchor?.stop();
    sessionAnchor?.stop();
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  type Measure = "requestsPerSecond" | "latencyP99Ms" | "cpuMicrosPerCall" | "gcMicrosPerCall";
  const medianOf = (measured: Figures[], measure: Measure) =>
    median(measured.map((figures) => figures[measure] ?? Number.NaN));
  console.log(`\nmedians of ${rounds} rounds (${connections} connections, ${seconds} s each):`);
  for (const [index, { name, ours, raw }] of results.entries()) {
    const oursRps = medianOf(ours, "requestsPerSecond");
    const oursP99 = medianOf(ours, "latencyP99Ms");
    const oursCpu = medianOf(ours, "cpuMicrosPerCall");
    const oursGc = medianOf(ours, "gcMicrosPerCall");
    const errors = ours.reduce((sum, figures) => sum + figures.errors, 0);
    if (!anchor) {
      console.log(`${name.padEnd(40)} ${oursRps} req/s, p99 ${oursP99} ms, errors ${errors}`);
      continue;
    }
    for (const [side, { ratioLabel, recorded: sideRecorded }] of anchors.entries()) {
      const measured = raw[side] ?? [];
      const ratio = median(
        ours.map((figures, round) => figures.requestsPerSecond / (measured[round]?.requestsPerSecond ?? 1)),
      );
      const rawCpu = medianOf(measured, "cpuMicrosPerCall");
      const statements = sideRecorded[index]?.statements.length ?? 0;
      console.log(
        `ratio ${name.padEnd(40)} ${ratio.toFixed(2)}× ${ratioLabel} (ours ${oursRps} req/s p99 ${oursP99} ms, anchor ${medianOf(measured, "requestsPerSecond")} req/s p99 ${medianOf(measured, "latencyP99Ms")} ms; anchor's SQL statements per call ${statements}; errors ${errors})`,
      );
      console.log(
        `      ${"".padEnd(40)} CPU per call: ours ${oursCpu} µs, anchor ${rawCpu} µs (${(oursCpu / rawCpu).toFixed(2)}×); GC pauses per call: ours ${oursGc} µs, anchor ${medianOf(measured, "gcMicrosPerCall")} µs`,
      );
    }
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
