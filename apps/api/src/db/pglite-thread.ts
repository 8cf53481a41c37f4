import { Worker } from "node:worker_threads";
import {
  messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { query as templated } from "@electric-sql/pglite/template";
import { arrivalOfCurrentWork } from "./arrival-order";
import {
  DEFAULT_STALL_SECONDS,
  EmbeddedDatabaseUnavailableError,
  RestartBudget,
  STOPS_BEFORE_GIVING_UP,
} from "./pglite-restarts";

/** What the app uses of PGlite: Drizzle's driver, the job queue's raw SQL, LISTEN, closing. */
export type EmbeddedDatabase = Pick<
  PGlite,
  "query" | "exec" | "transaction" | "listen" | "close" | "closed"
> & {
  /**
   * Calls `callback` each time a new thread took over from one that stopped (its LISTENs are open
   * again); returns what stops the calls.
   */
  onRestarted(callback: () => void): () => void;
};

/**
 * The messages to pglite-worker.mjs. Each has an `id`; the answer is `{id, ok, value}` or
 * `{id, ok: false, error}`. `tx` names an open transaction, which pins the statement to it.
 */
type Request =
  | { op: "query"; text: string; params: unknown[]; options?: CrossingOptions; tx?: number }
  | { op: "exec"; text: string; tx?: number }
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string; listen: number }
  | { op: "unlisten"; listen: number }
  | { op: "close" }
  /** Tests only (`hangThreadForTests`): the thread spins and answers nothing, ever. */
  | { op: "spin" };

/** Query options as they cross: parsers are functions, so only the types they keep as text. */
interface CrossingOptions {
  rowMode?: QueryOptions["rowMode"];
  paramTypes?: number[];
  textTypes?: number[];
}

interface ErrorDescription {
  message: string;
  stack?: string;
  database?: boolean;
  fields: Record<string, string | number | boolean | null>;
}

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorDescription }
  | { notification: number; payload: string };

/**
 * Statements of no transaction sent to the thread and not yet answered, at most: one running, one
 * ready behind it so the thread does not wait for this one between them. The others wait here,
 * oldest request first (`#waiting`).
 */
const SENT_AT_ONCE = 2;

interface Waiting {
  arrivedAt: number;
  order: number;
  send: () => void;
  reject: (error: Error) => void;
}

function crossing(options: QueryOptions | undefined): CrossingOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error("the embedded database's thread takes no serializers, blob or onNotice");
  }
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    // Drizzle's parsers keep these types' text as PostgreSQL sent it (its own column types parse it).
    textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

function rebuilt(description: ErrorDescription): Error {
  const error = description.database
    ? new messages.DatabaseError(description.message, 0, "error")
    : new Error(description.message);
  Object.assign(error, description.fields);
  if (description.stack)
    error.stack = `${error.stack}\n    in the embedded database's thread:\n${description.stack}`;
  return error;
}

interface Answer {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A LISTEN made through the proxy: kept here so a new thread listens again. */
interface Listening {
  channel: string;
  callback: (payload: string) => void;
}

/** The thread running now, and when it has exited. */
interface Running {
  worker: Worker;
  exited: Promise<void>;
}

type State =
  | { kind: "up" }
  /** A thread stopped and another is starting; `ready` settles when it serves, or the database stays down. */
  | { kind: "restarting"; ready: Promise<void>; settle: (error?: Error) => void }
  | { kind: "stopped"; error: Error };

export interface ThreadOptions {
  /** Where the one line about a thread that stopped goes (never SQL or its parameters). */
  report?: (line: string) => void;
  /**
   * Seconds the thread may answer nothing while it has work in hand before it is taken as hung,
   * ended and restarted as if it had stopped; 0 turns the watchdog off. `DEFAULT_STALL_SECONDS` unless set.
   */
  stallSeconds?: number;
}

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
  readonly #stallSeconds: number;
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
  readonly #waiting: Waiting[] = [];
  #sent = 0;
  /** When the running thread last sent anything, or work went to it while it had none (ms, monotonic). */
  #heardAt = 0;
  /** The one timer checking `#heardAt`; left to lapse when the work is done, not cleared per answer. */
  #watchdog: NodeJS.Timeout | null = null;

  private constructor(dir: string | undefined, options: ThreadOptions) {
    this.#dir = dir;
    this.#report = options.report ?? ((line) => console.error(line));
    this.#stallSeconds = options.stallSeconds ?? DEFAULT_STALL_SECONDS;
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

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = ++this.#lastId;
    await this.#call({ op: "begin", tx: id });
    let ended = false;
    const end = (commit: boolean) => {
      ended = true;
      return this.#call({ op: "end", tx: id, commit });
    };
    const open = () => {
      if (ended) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(text, params, options, id);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        const { query, params } = templated(strings, ...values);
        return this.query<R>(query, params, undefined, id);
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        return this.exec(text, options, id);
      },
      rollback: async () => {
        open();
        await end(false);
      },
      // A LISTEN inside a transaction would start with its commit; nothing here needs one.
      listen: async () => {
        throw new Error("LISTEN inside a transaction is not supported on the embedded database's thread");
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) await end(false);
      throw error;
    }
    if (!ended) await end(true);
    return result;
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
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dir: this.#dir },
    });
    // Idle, the thread does not keep the process alive; a statement in flight does (`#send`).
    worker.unref();
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.on("message", (reply: Reply) => {
      if (this.#running?.worker !== worker) return;
      this.#heardAt = performance.now();
      this.#receive(reply);
    });
    worker.on("error", (error: Error & { code?: string }) =>
      this.#lose(worker, `uncaught ${error.code ?? error.name}`, error),
    );
    worker.on("exit", (code) => this.#lose(worker, `exit code ${code}`));
    return { worker, exited };
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
        this.#sent += 1;
        const answered = () => {
          this.#sent -= 1;
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
      this.#heardAt = performance.now();
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
    if (this.#stallSeconds === 0 || !this.#started || this.#state.kind !== "up" || this.#watchdog) return;
    this.#watchdog = setTimeout(() => this.#checkStall(), this.#stallSeconds * 1000).unref();
  }

  /** The watchdog's timer ran out: the thread hung if it has work and has been silent all along. */
  #checkStall(): void {
    this.#watchdog = null;
    const running = this.#running;
    // Restarting since: the new thread is watched once it serves (its first statement arms this again).
    if (!running || this.#pending.size === 0 || this.#state.kind !== "up") return;
    const silentFor = performance.now() - this.#heardAt;
    const limit = this.#stallSeconds * 1000;
    if (silentFor < limit) {
      this.#watchdog = setTimeout(() => this.#checkStall(), limit - silentFor).unref();
      return;
    }
    this.#lose(running.worker, `hung: no answer for ${this.#stallSeconds} s, ended`);
  }

  #wait(waiting: Waiting): void {
    const queue = this.#waiting;
    // Binary search for the place after every earlier (or equal, sent before) arrival.
    let low = 0;
    let high = queue.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = queue[middle];
      if (
        other &&
        (other.arrivedAt < waiting.arrivedAt ||
          (other.arrivedAt === waiting.arrivedAt && other.order < waiting.order))
      ) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    queue.splice(low, 0, waiting);
    this.#sendWaiting();
  }

  /** Sends the oldest waiting statements while the thread serves; during a restart they wait for it. */
  #sendWaiting(): void {
    if (this.#state.kind !== "up") return;
    while (this.#sent < SENT_AT_ONCE && this.#waiting.length > 0) this.#waiting.shift()?.send();
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
   * watchdog, `#checkStall`; its exit that follows is ignored likewise). Only the
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
    if (this.#dir === undefined) {
      this.#report(
        `The embedded database's thread stopped (${cause}); its database was in memory and cannot be recovered: every query fails and the health check reports the database down until the process restarts.`,
      );
      const gone = `the embedded database's thread stopped (${cause}), and its database was in memory: its data is gone, so every statement fails until the process restarts`;
      this.#stop(new EmbeddedDatabaseUnavailableError(gone), lost);
      return;
    }
    if (!this.#restarts.allowsRestartAfterStop(Date.now())) {
      this.#report(
        `The embedded database's thread stopped ${STOPS_BEFORE_GIVING_UP} times within a minute (last: ${cause}); it is no longer restarted: every query fails and the health check reports the database down until the process is replaced.`,
      );
      const down = `the embedded database's thread stopped ${STOPS_BEFORE_GIVING_UP} times within a minute and is no longer restarted: every statement fails until the process is replaced`;
      this.#stop(new EmbeddedDatabaseUnavailableError(down), lost);
      return;
    }
    this.#report(`The embedded database's thread stopped (${cause}); starting it again on the same folder.`);
    // Restarting before failing what was in hand: their answers must not send the waiting ones on.
    if (this.#state.kind === "up") {
      let settle: (error?: Error) => void = () => undefined;
      const ready = new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve());
      });
      // Nobody may be waiting on it; a database that stays down is reported by the statements.
      ready.catch(() => undefined);
      this.#state = { kind: "restarting", ready, settle };
    }
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
    if (this.#watchdog) clearTimeout(this.#watchdog);
    this.#watchdog = null;
    this.#openTransactions.clear();
    for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
    this.#failPending(inHand);
    this.#listeners.clear();
    if (previous.kind === "restarting") previous.settle(error);
  }
}
