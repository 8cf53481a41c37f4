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

/** What the app uses of PGlite: Drizzle's driver, the job queue's raw SQL, LISTEN, closing. */
export type EmbeddedDatabase = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "close" | "closed">;

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
  | { op: "close" };

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
 */
export class PgliteThread implements EmbeddedDatabase {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #lastId = 0;
  #stopped: Error | null = null;
  /** Statements of no transaction waiting to be sent, oldest arrival first (then in sending order). */
  readonly #waiting: Waiting[] = [];
  #sent = 0;

  private constructor(dir: string | undefined) {
    this.#worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { dir } });
    // Idle, the thread does not keep the process alive; a statement in flight does (`#send`).
    this.#worker.unref();
    this.#worker.on("message", (reply: Reply) => this.#receive(reply));
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) =>
      this.#stop(new Error(`the embedded database's thread exited (${code})`)),
    );
  }

  /** Starts the thread and waits for the database to be open (created, on a new folder). */
  static async start(dir: string | undefined): Promise<PgliteThread> {
    const thread = new PgliteThread(dir);
    try {
      await thread.query("select 1");
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#stopped !== null;
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
    this.#listeners.set(id, callback);
    await this.#call({ op: "listen", channel, listen: id });
    return async () => {
      this.#listeners.delete(id);
      if (!this.closed) await this.#call({ op: "unlisten", listen: id });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#stop(new Error("the embedded database is closed"));
      await this.#worker.terminate();
    }
  }

  #call(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      const ordered =
        request.op === "begin" ||
        ((request.op === "query" || request.op === "exec") && request.tx === undefined);
      if (!ordered) {
        this.#send(id, request, { resolve, reject });
        return;
      }
      const send = () => {
        this.#sent += 1;
        const answered = () => {
          this.#sent -= 1;
          this.#sendWaiting();
        };
        this.#send(id, request, {
          resolve: (value) => {
            answered();
            resolve(value);
          },
          reject: (error) => {
            answered();
            reject(error);
          },
        });
      };
      this.#wait({ arrivedAt: arrivalOfCurrentWork(), order: id, send, reject });
    });
  }

  #send(
    id: number,
    request: Request,
    answer: { resolve: (value: unknown) => void; reject: (error: Error) => void },
  ) {
    if (this.#stopped) {
      answer.reject(this.#stopped);
      return;
    }
    // Idle, the thread does not keep the process alive; a statement in flight does.
    if (this.#pending.size === 0) this.#worker.ref();
    this.#pending.set(id, answer);
    this.#worker.postMessage({ ...request, id });
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

  #sendWaiting(): void {
    while (this.#sent < SENT_AT_ONCE && this.#waiting.length > 0) this.#waiting.shift()?.send();
  }

  #receive(reply: Reply): void {
    if ("notification" in reply) {
      this.#listeners.get(reply.notification)?.(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(rebuilt(reply.error));
  }

  /** The thread is gone (closed, or it failed): what waits fails with `error`, and so does what comes. */
  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    this.#listeners.clear();
  }
}
