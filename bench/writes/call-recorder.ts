// Records every statement one write sends through node-postgres (as api/statement-recorder.ts does for
// the lists) and what each answered, so the anchor can run the same statements in the same
// transaction and take the ids and numbers a write makes (a new row's id, a conversation's next
// message number) from its own answers. Calls are recorded one at a time: each recording is only its
// call's statements. The wrapper is in place only while a call is recorded.
import pg from "pg";
import type { WriteRequest } from "../../apps/api/test/write-calls";

export interface RecordedWriteStatement {
  text: string;
  values: unknown[];
  rowMode?: "array";
  name?: string;
  /** The rows it answered, each as its values in order. */
  rows: unknown[][];
}

const query = pg.Client.prototype.query;

// Statements of this process that belong to no call: the listeners' liveness checks.
const notOfACall = /^\s*(listen|unlisten|select 1\b)/i;

const rowValues = (row: unknown): unknown[] =>
  Array.isArray(row) ? row : Object.values(row as Record<string, unknown>);

/** Sends `request` to the app at `appUrl`; answers the statements it ran, in order, and its answer. */
export async function recordWrite(
  appUrl: string,
  request: WriteRequest,
): Promise<{ statements: RecordedWriteStatement[]; body: string }> {
  const recording: RecordedWriteStatement[] = [];
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    const statement =
      typeof config === "string"
        ? { text: config, values: [] as unknown[] }
        : (config as { text: string; name?: string; values?: unknown[]; rowMode?: "array" });
    const run = (callArgs: unknown[]) => (query as (...args: unknown[]) => unknown).apply(this, callArgs);
    if (notOfACall.test(statement.text)) return run(args);
    const entry: RecordedWriteStatement = {
      text: statement.text,
      values: Array.isArray(values) ? values : (statement.values ?? []),
      ...("rowMode" in statement && statement.rowMode ? { rowMode: statement.rowMode } : {}),
      ...("name" in statement && statement.name ? { name: statement.name } : {}),
      rows: [],
    };
    recording.push(entry);
    const keep = (answered: { rows?: unknown[] } | undefined) => {
      entry.rows = (answered?.rows ?? []).map(rowValues);
    };
    // The pool calls with a callback, Drizzle's transactions without.
    const callbackAt = args.findIndex((arg) => typeof arg === "function");
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, answered?: { rows?: unknown[] }) => void;
      const wrapped = [...args];
      wrapped[callbackAt] = (error: unknown, answered?: { rows?: unknown[] }) => {
        keep(answered);
        callback(error, answered);
      };
      return run(wrapped);
    }
    const result = run(args);
    if (!(result instanceof Promise)) return result;
    return result.then((answered: { rows?: unknown[] }) => {
      keep(answered);
      return answered;
    });
  } as typeof pg.Client.prototype.query;
  try {
    const response = await fetch(`${appUrl}${request.path}`, {
      method: "POST",
      headers: request.headers,
      body: new Uint8Array(request.body),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${request.path}: ${response.status} ${body}`);
    return { statements: recording, body };
  } finally {
    pg.Client.prototype.query = query;
  }
}

/** JSON that keeps what node-postgres was given: byte arrays as bytes. */
export const toJson = (value: unknown) => JSON.stringify(value);

export function fromJson<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (
      value &&
      typeof value === "object" &&
      (value as { type?: unknown }).type === "Buffer" &&
      Array.isArray((value as { data?: unknown }).data)
    ) {
      return Buffer.from((value as { data: number[] }).data);
    }
    return value;
  }) as T;
}
