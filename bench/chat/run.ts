// Messages a second one API process sustains with 200 open realtime sockets (100 conversations, both
// people connected), and the delivery latency: from the start of POST /Chat/SendMessage to the other
// person's socket hearing the `chat` event. Prints the figures.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { taxRequests, users } from "../../apps/api/src/db/schema";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pairs = Number(process.env.BENCH_PAIRS ?? 100);
const senders = Number(process.env.BENCH_SENDERS ?? 16);

const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-chat-"));
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

interface Person {
  id: number;
  token: string;
}

/** `pairs` taxpayers, each with a request made through their own expert's invitation. */
async function seedPairs(): Promise<{ taxpayer: Person; expert: Person }[]> {
  const { db, clock, sessions } = app.services;
  const now = clock.now();
  const run = randomUUID().slice(0, 8);
  const people = async (roleId: number) => {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: pairs }, (_, index) => ({
          roleId,
          email: `bench-chat-${run}-${roleId}-${index}@example.test`,
          passwordHash: "not-used",
          firstName: roleId === 2 ? "Expert" : "Taxpayer",
          lastName: `No${index}`,
          createdAt: now,
        })),
      )
      .returning({ id: users.id });
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        token: (await sessions.open({ id: row.id, roleId }, { factor: "password" })).token,
      })),
    );
  };
  const taxpayers = await people(1);
  const experts = await people(2);
  await db.insert(taxRequests).values(
    taxpayers.map((taxpayer, index) => ({
      taxpayerUserId: taxpayer.id,
      kind: 1,
      answers: {},
      state: "TX",
      invitedExpertUserId: experts[index]?.id,
      createdAt: now,
    })),
  );
  return taxpayers.map((taxpayer, index) => ({ taxpayer, expert: experts[index] as Person }));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

try {
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const seeded = await seedPairs();
  const conversations = await Promise.all(
    seeded.map(async ({ taxpayer, expert }) => {
      const response = await fetch(`${address}/api/Chat/CreateChatConnection?userId=${expert.id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${taxpayer.token}` },
      });
      const { id } = (await response.json()) as { id: number };
      return { id, taxpayer, expert };
    }),
  );

  // When each message was sent (by connection and number), and how long until the other heard it.
  const sentAt = new Map<string, number>();
  // Events heard before their send's answer came back (the answer carries the number).
  const heardAt = new Map<string, number>();
  const delivery: number[] = [];
  const sockets: WebSocket[] = [];
  const open = (person: Person) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${address.replace(/^http/, "ws")}/api/ws`);
      sockets.push(socket);
      socket.once("open", () => socket.send(JSON.stringify({ token: person.token })));
      socket.once("error", reject);
      socket.on("message", (data) => {
        const event = JSON.parse(String(data)) as { type: string; connectionId?: number; sequence?: number };
        if (event.type === "ready") resolve();
        if (event.type !== "chat" || event.sequence === undefined) return;
        const key = `${event.connectionId}:${event.sequence}:${person.id}`;
        const started = sentAt.get(key);
        if (started === undefined) {
          heardAt.set(key, performance.now());
          return;
        }
        delivery.push(performance.now() - started);
        sentAt.delete(key);
      });
    });
  for (const { taxpayer, expert } of conversations) await Promise.all([open(taxpayer), open(expert)]);
  console.log(
    `bench/chat: ${sockets.length} open sockets, ${conversations.length} conversations, ${senders} concurrent senders, ${seconds} s, ${app.services.databaseKind}`,
  );

  let sent = 0;
  let failed = 0;
  const sendOne = async (index: number) => {
    const conversation = conversations[index % conversations.length];
    if (!conversation) return;
    const fromTaxpayer = index % 2 === 0;
    const sender = fromTaxpayer ? conversation.taxpayer : conversation.expert;
    const recipient = fromTaxpayer ? conversation.expert : conversation.taxpayer;
    const form = new FormData();
    form.append("connectionId", String(conversation.id));
    form.append("message", `Message ${index}: the documents are uploaded.`);
    const started = performance.now();
    const response = await fetch(`${address}/api/Chat/SendMessage`, {
      method: "POST",
      headers: { authorization: `Bearer ${sender.token}` },
      body: form,
    });
    if (response.status !== 200) {
      failed += 1;
      return;
    }
    const { sequence } = (await response.json()) as { sequence: number };
    const key = `${conversation.id}:${sequence}:${recipient.id}`;
    const heard = heardAt.get(key);
    if (heard === undefined) sentAt.set(key, started);
    else {
      delivery.push(heard - started);
      heardAt.delete(key);
    }
    sent += 1;
  };

  const run = async (duration: number) => {
    const until = performance.now() + duration * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (performance.now() < until) await sendOne(next++);
      }),
    );
  };
  await run(2); // warm-up
  sent = 0;
  failed = 0;
  delivery.length = 0;
  sentAt.clear();
  heardAt.clear();
  const begun = performance.now();
  await run(seconds);
  const elapsed = (performance.now() - begun) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sorted = [...delivery].sort((a, b) => a - b);
  console.log(
    `sent ${sent} messages in ${elapsed.toFixed(1)} s: ${Math.round(sent / elapsed)} messages/s, ${failed} failed`,
  );
  console.log(
    `delivery to the other person's socket: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (${sorted.length} of ${sent} measured)`,
  );
  for (const socket of sockets) socket.terminate();
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
