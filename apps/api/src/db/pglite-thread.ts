import type { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { t } from "@taxlane/contract/i18n";
import { arrivalOfCurrentWork } from "./arrival-order";
import { ArrivalQueue, type Waiting } from "./arrival-queue";
import type { EmbeddedDatabase, ThreadOptions } from "./embedded-database";
import { crossing, type Reply, type Request, rebuilt } from "./pglite-messages";
import {
  DEFAULT_STALL_SECONDS,
  EmbeddedDatabaseUnavailableError,
  RestartBudget,
  staysDown,
} from "./pglite-restarts";
import { runTransaction } from "./pglite-transaction";
import { StallWatchdog } from "./stall-watchdog";
import { type Running, spawnThread } from "./thread-spawn";
import { type Answer, type Listening, restarting, type State } from "./thread-state";

export type { EmbeddedDatabase, ThreadOptions };

/**
 * PGlite in a worker thread of its own: its queries (WebAssembly, synchronous) no longer hold the
 * API's event loop, so requests are parsed, checked and answered while the database works. One
 * PGlite is one PostgreSQL session: a transaction holds it until it ends (other statements wait in
 * PGlite's own queue, as in-thread), and its statements carry its id so they run inside it.
 * NOTIFYs come back over the same port before the answer to the statement that committed them.
 *
 * Under load the statements wait here, the oldest request's first (arrival-order.ts), not in the
 * order they were sent: in that order a call of three statements would queue behind every other
 * call in hand three times, and its wait would grow with its number of statements. A transaction's
 * statements do not wait here: it holds the session and the others wait for it in the thread anyway.
 *
 * Should the thread stop unexpectedly (an uncaught error, memory running out), what it had in hand
 * fails at once (its outcome is unknown, open transactions were rolled back by the crash), and a
 * new thread opens the same folder: statements waiting here, or arriving meanwhile, wait for it,
 * and it LISTENs again on every channel listened to through here. An in-memory database cannot be
 * recovered, and a thread that keeps stopping is not restarted forever (pglite-restarts.ts): then
 * the database stays down, every statement fails, and the health check says so.
 *
 * A thread that hangs (alive, but stuck in a loop) is met the same way: while the database is open
 * and serving, a thread that has work in hand and sends nothing back, no answer and no NOTIFY, for
 * `stallSeconds` is ended and counts as a stop. Any message counts as progress, so only a single
 * statement that runs silent that long is cut short. A thread still opening the database (at the
 * first start, or restarting) is not watched: opening takes its time, and the health check's own
 * time limit reports one that never opens.
 */
export class PgliteThread implements EmbeddedDatabase {
  readonly #dir: string | undefined;
  readonly #report: (line: string) => void;
  readonly #restarts = new RestartBudget();
  #running: Running | null = null;
  #state: State = { kind: "up" };
  readonly #pending = new Map<number, Answer>();
  /** Transactions begun on the running thread; any other id was lost with a thread that stopped. */
  readonly #openTransactions = new Set<number>();
  readonly #listeners = new Map<number, Listening>();
  readonly #restartedCallbacks = new Set<() => void>();
  /** What statements of a transaction lost with a stopped thread fail with. */
  #lost: Error | null = null;
  #closing = false;
  /** Set once the first thread answered: only a database that opened is worth restarting. */
  #started = false;
  #lastId = 0;
  /** Statements of no transaction waiting to be sent, oldest arrival first (then in sending order). */
  readonly #waiting = new ArrivalQueue();
  readonly #watchdog: StallWatchdog;

  private constructor(dir: string | undefined, options: ThreadOptions) {
    this.#dir = dir;
    this.#report = options.report ?? ((line) => console.error(line));
    this.#watchdog = new StallWatchdog(
      options.stallSeconds ?? DEFAULT_STALL_SECONDS,
      // Restarting since: the new thread is watched once it serves (its first statement arms this again).
      () => this.#running !== null && this.#pending.size > 0 && this.#state.kind === "up",
      () => {
        const running = this.#running;
        if (running) this.#lose(running.worker, `hung: no answer for ${this.#watchdog.seconds} s, ended`);
      },
    );
    this.#running = this.#spawn();
  }

  /** Starts the thread and waits for the database to be open (created, on a new folder). */
  static async start(dir: string | undefined, options: ThreadOptions = {}): Promise<PgliteThread> {
    const thread = new PgliteThread(dir, options);
    const first = thread.#running;
    try {
      await thread.query("select 1");
    } catch (error) {
      // A database that never opened is not restarted: the caller hears why.
      thread.#stop(new EmbeddedDatabaseUnavailableError("the embedded database did not start"));
      await first?.worker.terminate();
      throw error;
    }
    thread.#started = true;
    return thread;
  }

  /** True once closed, or once the database stays down after its thread stopped. */
  get closed(): boolean {
    return this.#state.kind === "stopped";
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call({ op: "query", text, params, options: crossing(options), tx }) as Promise<Results<T>>;
  }

  exec(text: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#call({ op: "exec", text, tx }) as Promise<Results[]>;
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = ++this.#lastId;
    return runTransaction(
      {
        begin: () => this.#call({ op: "begin", tx: id }),
        end: (commit) => this.#call({ op: "end", tx: id, commit }),
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          this.query<R>(text, params, options, id),
        exec: (text, options) => this.exec(text, options, id),
      },
      callback,
    );
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = ++this.#lastId;
    const state = this.#state;
    if (state.kind === "stopped") throw state.error;
    this.#listeners.set(id, { channel, callback });
    try {
      // While a thread starts, it LISTENs on every channel here before it serves (`#restart`).
      if (state.kind === "restarting") await state.ready;
      else await this.#direct({ op: "listen", channel, listen: id });
    } catch (error) {
      this.#listeners.delete(id);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(id)) return;
      const now = this.#state;
      if (now.kind === "restarting") await now.ready.catch(() => undefined);
      if (this.#state.kind === "up") await this.#direct({ op: "unlisten", listen: id });
    };
  }

  async close(): Promise<void> {
    if (this.#closing || this.#state.kind === "stopped") {
      this.#closing = true;
      return;
    }
    this.#closing = true;
    const running = this.#running;
    try {
      if (this.#state.kind === "up") await this.#direct({ op: "close" });
    } finally {
      this.#stop(new EmbeddedDatabaseUnavailableError("the embedded database is closed"));
      await running?.worker.terminate();
    }
  }

  /**
   * Tests only: ends the thread as a crash would. Nothing in the app calls it, and it refuses to
   * run outside a test runner.
   */
  async terminateThreadForTests(): Promise<void> {
    if (!process.env.VITEST) throw new Error("terminateThreadForTests runs in tests only");
    const running = this.#running;
    if (!running) return;
    await running.worker.terminate();
    // Its exit is handled when this returns: what comes next meets the restart (or the database down).
    await running.exited;
  }

  /**
   * Tests only: makes the thread spin forever without answering, as a thread stuck in WebAssembly
   * would. Only code of this process holding this proxy can call it (no route reaches the proxy),
   * it refuses to run outside a test runner, and so does the thread. Settles once the thread is ended.
   */
  hangThreadForTests(): Promise<unknown> {
    if (!process.env.VITEST) throw new Error("hangThreadForTests runs in tests only");
    return this.#direct({ op: "spin" });
  }

  #spawn(): Running {
    return spawnThread(this.#dir, {
      message: (worker, reply) => {
        if (this.#running?.worker !== worker) return;
        this.#watchdog.heard();
        this.#receive(reply);
      },
      lost: (worker, cause, thrown) => this.#lose(worker, cause, thrown),
    });
  }

  #call(request: Request): Promise<unknown> {
    if (this.#state.kind === "stopped") return Promise.reject(this.#state.error);
    if (request.op === "begin" || ((request.op === "query" || request.op === "exec") && !request.tx)) {
      return this.#inOrder(request);
    }
    if ((request.op === "query" || request.op === "exec" || request.op === "end") && request.tx) {
      if (!this.#openTransactions.has(request.tx)) {
        // Its thread stopped: the crash rolled it back, so asking for a rollback is no failure.
        if (request.op === "end" && !request.commit) return Promise.resolve(null);
        return Promise.reject(this.#lost ?? new Error(`no open transaction ${request.tx}`));
      }
      if (request.op === "end") this.#openTransactions.delete(request.tx);
    }
    return this.#direct(request);
  }

  /** Sends `request` to the running thread now, in no queue. */
  #direct(request: Request): Promise<unknown> {
    return new Promise((resolve, reject) => this.#send(++this.#lastId, request, { resolve, reject }));
  }

  /** Queues a statement of no transaction (or a BEGIN) in arrival order; `#sendWaiting` sends it. */
  #inOrder(request: Request): Promise<unknown> {
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      const send = () => {
        this.#waiting.sent();
        const answered = () => {
          this.#waiting.answered();
          this.#sendWaiting();
        };
        if (request.op === "begin") this.#openTransactions.add(request.tx);
        this.#send(id, request, {
          resolve: (value) => {
            answered();
            resolve(value);
          },
          reject: (error) => {
            answered();
            if (request.op === "begin") this.#openTransactions.delete(request.tx);
            reject(error);
          },
        });
      };
      this.#wait({ arrivedAt: arrivalOfCurrentWork(), order: id, send, reject });
    });
  }

  #send(id: number, request: Request, answer: Answer) {
    const running = this.#running;
    if (!running) {
      answer.reject(
        this.#state.kind === "stopped"
          ? this.#state.error
          : new Error("the embedded database's thread is not running"),
      );
      return;
    }
    if (this.#pending.size === 0) {
      // Idle, the thread does not keep the process alive; a statement in flight does.
      running.worker.ref();
      // Its silence while it had nothing to do is no stall.
      this.#watchdog.heard();
      this.#watch();
    }
    this.#pending.set(id, answer);
    running.worker.postMessage({ ...request, id });
  }

  /**
   * Arms the watchdog, unless off or armed already. It watches an open database only: a thread
   * opening one (the first start, a new cluster's initdb, a restart's recovery) may take its time.
   */
  #watch(): void {
    if (!this.#started || this.#state.kind !== "up") return;
    this.#watchdog.arm();
  }

  #wait(waiting: Waiting): void {
    this.#waiting.add(waiting);
    this.#sendWaiting();
  }

  /** Sends the oldest waiting statements while the thread serves; during a restart they wait for it. */
  #sendWaiting(): void {
    if (this.#state.kind !== "up") return;
    this.#waiting.sendOldest();
  }

  #receive(reply: Reply): void {
    if ("notification" in reply) {
      this.#listeners.get(reply.notification)?.callback(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#running?.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(rebuilt(reply.error));
  }

  /**
   * `worker` stopped (an error or exit event; the second of the pair is ignored), or hung (the
   * watchdog, stall-watchdog.ts; its exit that follows is ignored likewise). Only the
   * error's name goes in messages and the log: its text may quote a statement's values. Unless it was
   * closed, what it had in hand fails now, and a new thread starts, or the database stays down.
   */
  #lose(worker: Worker, cause: string, thrown?: Error): void {
    const running = this.#running;
    if (running?.worker !== worker || this.#state.kind === "stopped") return;
    this.#running = null;
    // An uncaught error's thread is on its way out already; this makes sure of it, and ends a hung one.
    void worker.terminate();
    const lost = new EmbeddedDatabaseUnavailableError(
      `the embedded database's thread stopped (${cause}): statements it had in hand may or may not have taken effect, and open transactions were rolled back`,
    );
    if (this.#closing || !this.#started) {
      // A thread that failed to open the database says why (a folder it may not write, say).
      this.#stop(new EmbeddedDatabaseUnavailableError("the embedded database is closed"), thrown ?? lost);
      return;
    }
    this.#lost = lost;
    this.#openTransactions.clear();
    const down = staysDown(this.#dir === undefined, this.#restarts, cause);
    if (down) {
      this.#report(down.line);
      this.#stop(down.error, lost);
      return;
    }
    this.#report(t("operator.databaseThreadRestarting", { cause }));
    // Restarting before failing what was in hand: their answers must not send the waiting ones on.
    if (this.#state.kind === "up") this.#state = restarting();
    this.#failPending(lost);
    void this.#restart(running.exited);
  }

  /**
   * Starts a thread on the same folder once the stopped one has let go of it, makes it LISTEN
   * again, then lets the waiting statements go. A thread that fails to start stops again: that
   * counts against the budget as any stop does.
   */
  async #restart(previousExited: Promise<void>): Promise<void> {
    await previousExited;
    if (this.#state.kind !== "restarting") return;
    const running = this.#spawn();
    this.#running = running;
    try {
      await this.#direct({ op: "query", text: "select 1", params: [] });
      // The map as it is while this runs: a LISTEN made meanwhile is met by this loop, or after it, as up.
      for (const [id, { channel }] of this.#listeners) {
        await this.#direct({ op: "listen", channel, listen: id });
      }
    } catch {
      // Stopped while starting (its exit did the counting), or refused a LISTEN: then end it.
      if (this.#running === running) void running.worker.terminate();
      return;
    }
    const state = this.#state;
    if (this.#running !== running || state.kind !== "restarting") return;
    this.#state = { kind: "up" };
    this.#lost = null;
    state.settle();
    // A NOTIFY committed by a statement the stop cut short may never have been heard.
    for (const callback of this.#restartedCallbacks) callback();
    this.#sendWaiting();
  }

  onRestarted(callback: () => void): () => void {
    this.#restartedCallbacks.add(callback);
    return () => {
      this.#restartedCallbacks.delete(callback);
    };
  }

  /** Answers every statement in hand with `error` (the thread that had them is gone). */
  #failPending(error: Error): void {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const answer of pending) answer.reject(error);
  }

  /**
   * The database answers no more (closed, or down for good): what waits fails with `error`, and so
   * does what comes; what the thread had in hand fails with `inHand`.
   */
  #stop(error: Error, inHand: Error = error): void {
    const previous = this.#state;
    if (previous.kind === "stopped") return;
    this.#state = { kind: "stopped", error };
    this.#running = null;
    this.#watchdog.stop();
    this.#openTransactions.clear();
    this.#waiting.rejectAll(error);
    this.#failPending(inHand);
    this.#listeners.clear();
    if (previous.kind === "restarting") previous.settle(error);
  }
}
