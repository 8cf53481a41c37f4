import { messages, type QueryOptions } from "@electric-sql/pglite";

/**
 * The messages to pglite-worker.mjs. Each has an `id`; the answer is `{id, ok, value}` or
 * `{id, ok: false, error}`. `tx` names an open transaction, which pins the statement to it.
 */
export type Request =
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
export interface CrossingOptions {
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

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorDescription }
  | { notification: number; payload: string };

export function crossing(options: QueryOptions | undefined): CrossingOptions | undefined {
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

export function rebuilt(description: ErrorDescription): Error {
  const error = description.database
    ? new messages.DatabaseError(description.message, 0, "error")
    : new Error(description.message);
  Object.assign(error, description.fields);
  if (description.stack)
    error.stack = `${error.stack}\n    in the embedded database's thread:\n${description.stack}`;
  return error;
}
