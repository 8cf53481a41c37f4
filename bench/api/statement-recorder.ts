// Records every statement the app in this process sends through node-postgres while a recording is
// open (the job queue's own polling left out): the raw anchors run the same statements, and the
// flat-cost bench explains them.
import pg from "pg";
import type { RecordedStatement } from "./anchor-server";

const query = pg.Client.prototype.query;

/**
 * Wraps node-postgres' `Client.query` while `run` runs, so no call measured afterwards pays for the
 * wrapper (the anchor never has one).
 */
async function recordingStatements<T>(run: () => Promise<T>): Promise<[T, RecordedStatement[]]> {
  const recording: RecordedStatement[] = [];
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    const statement =
      typeof config === "string"
        ? { text: config, values: [] as unknown[], rowMode: undefined }
        : (config as { text: string; name?: string; values?: unknown[]; rowMode?: "array" });
    if (!statement.text.includes("pgboss")) {
      recording.push({
        text: statement.text,
        values: Array.isArray(values) ? values : (statement.values ?? []),
        ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        ...("name" in statement && statement.name ? { name: statement.name } : {}),
      });
    }
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    return [await run(), recording];
  } finally {
    pg.Client.prototype.query = query;
  }
}

interface RecordedCall {
  statements: RecordedStatement[];
  body: unknown;
}

async function recordOnce(
  appUrl: string,
  call: string,
  headers: Record<string, string>,
): Promise<RecordedCall> {
  const [[response, body], statements] = await recordingStatements(async () => {
    const response = await fetch(`${appUrl}${call}`, { headers });
    return [response, (await response.json()) as unknown] as const;
  });
  if (response.status !== 200) throw new Error(`${call}: ${response.status} ${JSON.stringify(body)}`);
  return { statements, body };
}

/** Calls `call` once to warm it (a session it has checked is cached), then again, recording. */
export async function recordCall(
  appUrl: string,
  call: string,
  headers: Record<string, string>,
): Promise<RecordedCall> {
  await (await fetch(`${appUrl}${call}`, { headers })).arrayBuffer();
  return recordOnce(appUrl, call, headers);
}

/** The name of the prepared statement the app checks a session with when it has not cached it. */
const SESSION_CHECK = "session_open";

/**
 * Records `call` as a server without our session cache runs it: its session checked by a query
 * first. `forgetSession` makes the app drop the caller's session from its cache (asynchronously, as
 * a sign-out elsewhere does), so the recording is taken again until it holds the check.
 */
export async function recordCallWithSessionCheck(
  appUrl: string,
  call: string,
  headers: Record<string, string>,
  forgetSession: () => Promise<void>,
): Promise<RecordedCall> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await forgetSession();
    const recorded = await recordOnce(appUrl, call, headers);
    if (recorded.statements[0]?.name === SESSION_CHECK) return recorded;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${call}: the app kept its cached session, so no session check was recorded`);
}
