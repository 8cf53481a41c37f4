import pg from "pg";
import { PgliteThread } from "../src/db/pglite-thread";

/** A statement a piece of work sent to the database: its text, and whether it was a named (prepared) one. */
export interface SentStatement {
  text: string;
  prepared: boolean;
}

/**
 * Statements that only frame a transaction: node-postgres sends them as statements, the embedded
 * database's thread as messages of its own, so they are left out on both for one count.
 */
const framing = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Statements of the process that belong to no call: the listeners' own and their liveness checks. */
const notOfACall = /^\s*(listen|unlisten|select 1\b)/i;

let recording: SentStatement[] | null = null;
let wrapped = false;

function record(text: string, prepared: boolean) {
  if (recording && !framing.test(text) && !notOfACall.test(text)) {
    recording.push({ text: text.replace(/\s+/g, " ").trim(), prepared });
  }
}

/** Wraps both ways a statement leaves this process, a node-postgres client and the embedded database's thread, once. */
function wrapOnce() {
  if (wrapped) return;
  wrapped = true;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    if (typeof config === "string") record(config, false);
    else if (config && typeof config === "object" && "text" in config) {
      const statement = config as { text: string; name?: string };
      record(statement.text, Boolean(statement.name));
    }
    return (clientQuery as (...callArgs: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  const threadQuery = PgliteThread.prototype.query;
  PgliteThread.prototype.query = function counted(this: PgliteThread, text, ...rest) {
    record(text, false);
    return threadQuery.call(this, text, ...rest);
  } as typeof PgliteThread.prototype.query;
  const threadExec = PgliteThread.prototype.exec;
  PgliteThread.prototype.exec = function counted(this: PgliteThread, text, ...rest) {
    record(text, false);
    return threadExec.call(this, text, ...rest);
  } as typeof PgliteThread.prototype.exec;
}

/**
 * Runs `work` and answers what it answered with every statement the process sent meanwhile, in
 * order. A request loses its caller's async context on its way into the app, so what is counted is
 * the window, not the call: the app must be quiet beside it (made with `jobs: { work: false }`, so no
 * job worker polls, and called one call at a time). Only the embedded database cannot tell a prepared statement from another:
 * `prepared` is always false there.
 */
export async function statementsOf<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: SentStatement[] }> {
  wrapOnce();
  if (recording) throw new Error("statementsOf: one window at a time");
  const statements: SentStatement[] = [];
  recording = statements;
  try {
    return { result: await work(), statements };
  } finally {
    recording = null;
  }
}

/** The statements as lines, for a failure's message: a count alone does not say what was added. */
export const listed = (statements: SentStatement[]) =>
  statements
    .map((statement) => `${statement.prepared ? "prepared" : "unprepared"}: ${statement.text.slice(0, 160)}`)
    .join("\n");
