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

/** Calls `call` once to warm it (a session it has checked is cached), then again, recording. */
export async function recordCall(
  appUrl: string,
  call: string,
  headers: Record<string, string>,
): Promise<{ statements: RecordedStatement[]; body: unknown }> {
  await (await fetch(`${appUrl}${call}`, { headers })).arrayBuffer();
  const [[response, body], statements] = await recordingStatements(async () => {
    const response = await fetch(`${appUrl}${call}`, { headers });
    return [response, (await response.json()) as unknown] as const;
  });
  if (response.status !== 200) throw new Error(`${call}: ${response.status} ${JSON.stringify(body)}`);
  return { statements, body };
}
