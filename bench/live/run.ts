// The live channel under 2,000 open sockets (`/api/ws`): 1,000 conversations, both people connected,
// messages sent through POST /Chat/SendMessage at a steady BENCH_RATE (100) a second for BENCH_SECONDS
// (20). Prints the delivery latency from the start of a send to the other person's socket hearing its
// `chat` event, the resident memory each idle socket adds to the API process (after full collections),
// and the time until every person is caught up after all sockets drop and reconnect at once (socket
// back, `ready`, then the messages after the last number held, which must reach the newest sent).
// One process (PGlite, or PostgreSQL with DATABASE_URL); with DATABASE_URL also two processes on one
// database with 1,000 sockets each, every conversation's two people on different processes.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface, type Interface } from "node:readline";
import { freshDatabase } from "../api/fresh-database";
import { LiveClient } from "./live-client";
import type { LiveConversation } from "./live-world";

const here = path.dirname(new URL(import.meta.url).pathname);
const pairs = Number(process.env.BENCH_PAIRS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const serverUrl = process.env.DATABASE_URL;
const processCounts = (process.env.BENCH_PROCESSES ?? (serverUrl ? "1,2" : "1")).split(",").map(Number);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Memory {
  rss: number;
  heap: number;
}

interface Server {
  url: string;
  dataDir: string;
  database: string;
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

function nextLine(lines: Interface, child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the API process exited with ${code}`));
    child.once("exit", onExit);
    lines.once("line", (line) => {
      child.off("exit", onExit);
      resolve(line);
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, "--expose-gc", path.join(here, "live-server.ts")],
    { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, ...env } },
  );
  const lines = createInterface({ input: child.stdout });
  const ready = JSON.parse(await nextLine(lines, child)) as {
    url: string;
    dataDir: string;
    database: string;
  };
  return {
    ...ready,
    async memory() {
      child.stdin.write("memory\n");
      return JSON.parse(await nextLine(lines, child)) as Memory;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs `task` over `items`, `width` at a time. */
async function inWaves<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(task));
  }
}

async function scenario(processes: number) {
  const scratch = await mkdtemp(path.join(tmpdir(), "taxlane-bench-live-"));
  const seedFile = path.join(scratch, "conversations.json");
  const databaseEnv: Record<string, string> = serverUrl
    ? { DATABASE_URL: await freshDatabase(serverUrl, "taxlane_bench_live") }
    : {};
  const first = await startServer({
    ...databaseEnv,
    BENCH_SEED_PAIRS: String(pairs),
    BENCH_SEED_FILE: seedFile,
  });
  const servers = [first];
  for (let index = 1; index < processes; index += 1) {
    servers.push(await startServer({ ...databaseEnv, BENCH_DATA_DIR: first.dataDir }));
  }
  try {
    const conversations = JSON.parse(await readFile(seedFile, "utf8")) as LiveConversation[];
    // When each message was sent, by conversation, number and recipient; and what was heard early.
    const sentAt = new Map<string, number>();
    const heardAt = new Map<string, number>();
    const delivery: number[] = [];
    const onChat = (client: LiveClient, sequence: number) => {
      const key = `${client.conversation.id}:${sequence}:${client.person.id}`;
      const started = sentAt.get(key);
      if (started === undefined) heardAt.set(key, performance.now());
      else {
        delivery.push(performance.now() - started);
        sentAt.delete(key);
      }
    };
    // A conversation's taxpayer on one process, its professional on the next.
    const serverOf = (index: number) => servers[index % servers.length]?.url ?? first.url;
    const clients = conversations.flatMap((conversation, index) => [
      new LiveClient(conversation.taxpayer, conversation, serverOf(index), onChat),
      new LiveClient(conversation.expert, conversation, serverOf(index + 1), onChat),
    ]);
    const idle = await Promise.all(servers.map((server) => server.memory()));
    await inWaves(clients, 200, (client) => client.connect());
    await sleep(3000);
    const open = await Promise.all(servers.map((server) => server.memory()));
    const socketsEach = clients.length / servers.length;
    const perSocketKb = (measure: keyof Memory) =>
      servers.map(
        (_, index) => ((open[index]?.[measure] ?? 0) - (idle[index]?.[measure] ?? 0)) / 1024 / socketsEach,
      );
    const database = first.database;
    console.log(
      `bench/live: ${clients.length} sockets on ${processes} process(es), ${database}, ${rate} messages/s for ${seconds} s, load average ${load()}`,
    );

    let failed = 0;
    const send = async (index: number, record: boolean) => {
      const conversation = conversations[index % conversations.length];
      if (!conversation) return 0;
      const fromTaxpayer = Math.floor(index / conversations.length) % 2 === 0;
      const sender = fromTaxpayer ? conversation.taxpayer : conversation.expert;
      const recipient = fromTaxpayer ? conversation.expert : conversation.taxpayer;
      const form = new FormData();
      form.append("connectionId", String(conversation.id));
      form.append("message", `Message ${index}: the documents are uploaded.`);
      const started = performance.now();
      const conversationIndex = index % conversations.length;
      const response = await fetch(
        `${serverOf(fromTaxpayer ? conversationIndex : conversationIndex + 1)}/api/Chat/SendMessage`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${sender.token}` },
          body: form,
        },
      );
      if (response.status !== 200) {
        failed += 1;
        await response.arrayBuffer();
        return 0;
      }
      const { sequence = 0 } = (await response.json()) as { sequence?: number };
      if (!record) return sequence;
      const key = `${conversation.id}:${sequence}:${recipient.id}`;
      const heard = heardAt.get(key);
      if (heard === undefined) sentAt.set(key, started);
      else {
        delivery.push(heard - started);
        heardAt.delete(key);
      }
      return sequence;
    };
    // Open loop: a send every 1/rate s whatever the answers, as people do.
    let sent = 0;
    const steady = async (duration: number, from: number, record: boolean) => {
      const begun = performance.now();
      const inFlight: Promise<unknown>[] = [];
      for (let count = 0; count < duration * rate; count += 1) {
        const due = begun + (count * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        inFlight.push(send(from + count, record));
      }
      await Promise.all(inFlight);
      return from + duration * rate;
    };
    let next = await steady(3, 0, false);
    failed = 0;
    const begun = performance.now();
    next = await steady(seconds, next, true);
    sent = seconds * rate;
    const elapsed = (performance.now() - begun) / 1000;
    await sleep(2000);
    const sorted = [...delivery].sort((a, b) => a - b);

    // Every socket drops; messages go on meanwhile; then everyone comes back at once.
    for (const client of clients) client.drop();
    await sleep(1000);
    const newest = new Map<number, number>();
    await inWaves(
      Array.from({ length: Math.min(200, conversations.length) }, (_, offset) => next + offset * 7),
      16,
      async (index) => {
        const sequence = await send(index, false);
        const id = conversations[index % conversations.length]?.id ?? 0;
        newest.set(id, Math.max(newest.get(id) ?? 0, sequence));
      },
    );
    const reconnectBegun = performance.now();
    const caughtUp: number[] = [];
    let behind = 0;
    let refused = 0;
    await Promise.all(
      clients.map(async (client) => {
        try {
          await client.connect();
          const held = await client.catchUp();
          if (held < (newest.get(client.conversation.id) ?? 0)) behind += 1;
          caughtUp.push(performance.now() - reconnectBegun);
        } catch {
          refused += 1;
        }
      }),
    );
    const caught = [...caughtUp].sort((a, b) => a - b);
    console.log(
      `sent ${sent} messages in ${elapsed.toFixed(1)} s (${Math.round(sent / elapsed)}/s), ${failed} failed; delivery to the other person's socket: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (${sorted.length} of ${sent} heard)`,
    );
    const mb = (readings: Memory[], measure: keyof Memory) =>
      readings.map((reading) => Math.round(reading[measure] / 1048576)).join("+");
    const kb = (values: number[]) => values.map((value) => `${value.toFixed(1)} KB`).join(", ");
    console.log(
      `memory a socket: RSS ${kb(perSocketKb("rss"))}, heap and buffers ${kb(perSocketKb("heap"))} (RSS ${mb(idle, "rss")} MB idle → ${mb(open, "rss")} MB with ${clients.length} sockets open)`,
    );
    console.log(
      `reconnect: ${clients.length} sockets back at once after ${newest.size} messages sent meanwhile: all caught up in ${((caught.at(-1) ?? Number.NaN) / 1000).toFixed(2)} s (p50 ${((percentile(caught, 50) ?? 0) / 1000).toFixed(2)} s); ${behind} behind, ${refused} refused`,
    );
    const p99 = percentile(sorted, 99);
    const worstKb = Math.max(...perSocketKb("rss"));
    const allBack = (caught.at(-1) ?? Number.POSITIVE_INFINITY) / 1000;
    console.log(
      `goals (${processes} process(es)): p99 ${p99.toFixed(0)} ms ${p99 <= 150 ? "≤" : ">"} 150 ms; ${worstKb.toFixed(1)} KB ${worstKb <= 30 ? "≤" : ">"} 30 KB a socket; caught up in ${allBack.toFixed(1)} s ${allBack <= 10 && behind + refused === 0 ? "≤" : ">"} 10 s; load average ${load()}`,
    );
    for (const client of clients) client.drop();
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await rm(first.dataDir, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  }
}

for (const processes of processCounts) await scenario(processes);
