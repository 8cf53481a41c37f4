// Records every statement the app in this process sends through node-postgres while a recording is
// open (the job queue's own polling left out): the raw anchors run the same statements, and the
// flat-cost bench explains them.
import pg from "pg";
import type { RecordedStatement } from "./anchor-server";

let recording: RecordedStatement[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (recording) {
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
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Calls `call` once to warm it (a session it has checked is cached), then again, recording. */
export async function recordCall(
  appUrl: string,
  call: string,
  headers: Record<string, string>,
): Promise<{ statements: RecordedStatement[]; body: unknown }> {
  await (await fetch(`${appUrl}${call}`, { headers })).arrayBuffer();
  recording = [];
  const response = await fetch(`${appUrl}${call}`, { headers });
  const body: unknown = await response.json();
  const statements = recording;
  recording = null;
  if (response.status !== 200) throw new Error(`${call}: ${response.status} ${JSON.stringify(body)}`);
  return { statements, body };
}
