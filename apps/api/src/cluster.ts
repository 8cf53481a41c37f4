import cluster, { type Worker } from "node:cluster";
import { t } from "@taxlane/contract/i18n";
import type { TestClockPeers } from "./plugins/test-clock";

/**
 * `WORKERS=n`: n API processes (node:cluster) share one port; the primary only starts, restarts
 * and stops them. What must hold across them goes through PostgreSQL (sessions ended, realtime
 * events, jobs); the test clock, which lives in memory, is relayed here.
 */

interface Listening {
  type: "taxlane:listening";
  summary: string[];
}
interface ClockMoved {
  type: "taxlane:test-clock";
  id: number;
  offsetMs: number;
}
interface ClockSet {
  type: "taxlane:test-clock-set" | "taxlane:test-clock-done";
  id: number;
}
/** A starting worker asks where the clocks stand, so a replacement does not start at the real time. */
interface ClockAsked {
  type: "taxlane:test-clock-ask";
}
type ClusterMessage = Listening | ClockMoved | ClockSet | ClockAsked;

const isMessage = (value: unknown): value is ClusterMessage =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { type?: unknown }).type === "string" &&
  (value as { type: string }).type.startsWith("taxlane:");

/** A worker tells the primary it listens, with the start summary the primary prints once. */
export function reportListening(summary: string[]): void {
  const message: Listening = { type: "taxlane:listening", summary };
  process.send?.(message);
}

/** A worker's test clock, kept at the same offset as every other worker's through the primary. */
export function clusterTestClockPeers(): TestClockPeers {
  let nextId = 0;
  const waiting = new Map<number, () => void>();
  const listeners: ((offsetMs: number) => void)[] = [];
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === "taxlane:test-clock") {
      for (const listener of listeners) listener(message.offsetMs);
      const reply: ClockSet = { type: "taxlane:test-clock-set", id: message.id };
      process.send?.(reply);
    } else if (message.type === "taxlane:test-clock-done") {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  });
  const ask: ClockAsked = { type: "taxlane:test-clock-ask" };
  process.send?.(ask);
  return {
    onMove: (listener) => listeners.push(listener),
    announce: (offsetMs) =>
      new Promise<void>((resolve) => {
        nextId += 1;
        waiting.set(nextId, resolve);
        const message: ClockMoved = { type: "taxlane:test-clock", id: nextId, offsetMs };
        process.send?.(message);
      }),
  };
}

/**
 * Said once at start when each process keeps its own rate-limit counts: a client may then make
 * `count` times each limit. The failed sign-in throttle is in the database and holds across them.
 */
export function rateLimitScope(count: number, sharedInRedis: boolean): string | undefined {
  if (count < 2 || sharedInRedis) return undefined;
  return t("operator.rateLimitsPerProcess", { count });
}

/** The primary: starts `count` workers, prints the summary once all listen, relays, restarts, stops. */
export async function runPrimary(
  count: number,
  { sharedRateLimits }: { sharedRateLimits: boolean },
): Promise<void> {
  let stopping = false;
  // Clock moves waiting for the other workers, by the primary's own id for each: the mover (and its
  // id for the move) and the workers yet to set theirs.
  const moves = new Map<number, { from: Worker; id: number; pending: Set<number> }>();
  let lastMove = 0;
  let offsetMs = 0;
  const settle = (moveId: number) => {
    const move = moves.get(moveId);
    if (!move || move.pending.size > 0) return;
    moves.delete(moveId);
    const done: ClockSet = { type: "taxlane:test-clock-done", id: move.id };
    if (move.from.isConnected()) move.from.send(done);
  };
  const relay = (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === "taxlane:test-clock-ask") {
      // Id 0 is no move's: the worker's answer to it is ignored.
      const current: ClockMoved = { type: "taxlane:test-clock", id: 0, offsetMs };
      worker.send(current);
    } else if (message.type === "taxlane:test-clock") {
      offsetMs = message.offsetMs;
      const others = Object.values(cluster.workers ?? {}).filter(
        (other): other is Worker => other !== undefined && other !== worker && other.isConnected(),
      );
      lastMove += 1;
      const moveId = lastMove;
      moves.set(moveId, { from: worker, id: message.id, pending: new Set(others.map((other) => other.id)) });
      for (const other of others) other.send({ ...message, id: moveId });
      settle(moveId);
    } else if (message.type === "taxlane:test-clock-set") {
      moves.get(message.id)?.pending.delete(worker.id);
      settle(message.id);
    }
  };
  const start = () =>
    new Promise<Listening>((resolve, reject) => {
      const worker = cluster.fork();
      worker.on("message", (message: unknown) => {
        if (isMessage(message) && message.type === "taxlane:listening") resolve(message);
        else relay(worker, message);
      });
      worker.once("exit", (code, signal) => {
        reject(new Error(`an API process exited while starting (${signal ?? code})`));
        // A worker gone is no longer waited for by a clock move.
        for (const [moveId, move] of moves) {
          move.pending.delete(worker.id);
          settle(moveId);
        }
      });
    });

  // One first: on an empty database it migrates, installs the content, seeds the demo world and
  // writes the keys; the others then find all that done instead of racing to do it.
  let first: Listening;
  try {
    first = await start();
    await Promise.all(Array.from({ length: count - 1 }, start));
  } catch (error) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    throw error;
  }
  console.log(
    [
      ...first.summary.slice(0, -1),
      `${count} API processes share the port.`,
      ...[rateLimitScope(count, sharedRateLimits)].filter((line) => line !== undefined),
      ...first.summary.slice(-1),
    ].join("\n"),
  );

  cluster.on("exit", (_worker, code, signal) => {
    if (stopping) return;
    console.error(`An API process stopped (${signal ?? code}); starting another.`);
    start().then(
      () => console.log("Another API process listens in its place."),
      (error: unknown) => console.error(error),
    );
  });
  const stop = (signal: NodeJS.Signals) => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (stopping) {
      for (const worker of workers) worker.process.kill("SIGKILL");
      process.exit(1);
    }
    stopping = true;
    // Each worker closes gracefully on SIGTERM (lib/shutdown.ts); the primary exits after the last.
    for (const worker of workers) worker.process.kill("SIGTERM");
    let failed = false;
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once("exit", (code) => {
        if (code !== 0) failed = true;
        left -= 1;
        if (left === 0) process.exit(failed ? 1 : 0);
      });
    }
    console.log(`Stopping ${workers.length} API processes (${signal}).`);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
