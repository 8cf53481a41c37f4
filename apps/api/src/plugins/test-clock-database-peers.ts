import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { listen } from "./realtime/listener";
import { realtimeRepository } from "./realtime/realtime.repository";
import type { TestClockPeers } from "./test-clock";

const channel = "taxlane_test_clock";
/** A peer that stopped without saying so is not waited for longer than this. */
const answerWithinMs = 5_000;

type ClockMessage =
  | { kind: "hello" | "bye"; from: string }
  | { kind: "here"; from: string; offsetMs: number }
  | { kind: "moved"; from: string; id: number; offsetMs: number }
  | { kind: "set"; from: string; to: string; id: number };

function parse(payload: string): ClockMessage | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ClockMessage>;
    return typeof value.kind === "string" && typeof value.from === "string"
      ? (value as ClockMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The test clock across separate API processes on one PostgreSQL database, as behind a proxy:
 * each says hello on start, answers where its clock stands, and confirms a move, so a journey's next
 * call finds the same time whichever process serves it. (Workers of one `WORKERS` cluster relay
 * through their primary instead.)
 */
export async function databaseTestClockPeers(
  database: DatabaseHandle,
  currentOffset: () => number,
  log: FastifyBaseLogger,
): Promise<TestClockPeers & { close(): Promise<void> }> {
  const me = randomBytes(6).toString("hex");
  const peers = new Set<string>();
  const moveListeners: ((offsetMs: number) => void)[] = [];
  const waiting = new Map<number, { left: Set<string>; done: () => void }>();
  let nextId = 0;
  const send = (message: ClockMessage) =>
    realtimeRepository.notify(database.db, channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn({ err: error }, "test clock: could not tell the other processes");
    });
  const move = (offsetMs: number) => {
    for (const listener of moveListeners) listener(offsetMs);
  };
  const answered = (id: number, from: string) => {
    const entry = waiting.get(id);
    entry?.left.delete(from);
    if (entry && entry.left.size === 0) entry.done();
  };

  const onMessage = (payload: string) => {
    const message = parse(payload);
    if (!message || message.from === me) return;
    switch (message.kind) {
      case "hello":
        peers.add(message.from);
        void send({ kind: "here", from: me, offsetMs: currentOffset() });
        break;
      case "here":
        peers.add(message.from);
        // A process that starts late takes the time the others already stand at.
        if (message.offsetMs > currentOffset()) move(message.offsetMs);
        break;
      case "moved":
        peers.add(message.from);
        move(message.offsetMs);
        void send({ kind: "set", from: me, to: message.from, id: message.id });
        break;
      case "set":
        if (message.to === me) answered(message.id, message.from);
        break;
      case "bye":
        peers.delete(message.from);
        for (const id of waiting.keys()) answered(id, message.from);
        break;
    }
  };
  const listener = await listen(
    database.listenSource,
    channel,
    { onMessage, onResumed: () => {} },
    log,
    `taxlane-test-clock/${process.pid}`,
  );
  await send({ kind: "hello", from: me });

  return {
    onMove: (listener) => moveListeners.push(listener),
    announce: (offsetMs) => {
      nextId += 1;
      const id = nextId;
      const left = new Set(peers);
      return new Promise<void>((resolve) => {
        const timer = setTimeout(finish, answerWithinMs);
        function finish() {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        }
        waiting.set(id, { left, done: finish });
        void send({ kind: "moved", from: me, id, offsetMs });
        if (left.size === 0) finish();
      });
    },
    close: async () => {
      await send({ kind: "bye", from: me });
      await listener.close();
    },
  };
}

/** The database's peers for a test clock on PostgreSQL; none on the embedded database (one process). */
export async function databaseTestClockPeersFor(
  database: DatabaseHandle,
  clock: { offset(): number },
  log: FastifyBaseLogger,
): Promise<(TestClockPeers & { close(): Promise<void> }) | undefined> {
  return database.kind === "postgres" ? databaseTestClockPeers(database, clock.offset, log) : undefined;
}
