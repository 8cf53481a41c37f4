// The raw anchor: node:http and node-postgres, no framework. For each call it runs the SQL
// statements our app sent for that call (recorded by run.ts: with our session cache warm, or with the
// session check's query first) in the same order, each on the pool (as the same prepared statement
// where our app named one), then writes the same JSON our app answered (JSON.stringify per request).
// It checks the bearer token against the recorded one. Started by run.ts:
// `tsx api/anchor-server.ts <calls JSON file>`; prints its address on one line.
import { readFile } from "node:fs/promises";
import http from "node:http";
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../apps/api/src/db/client";
import { tuneHeapFor } from "../../apps/api/src/lib/heap-tuning";
import { readProcess } from "./process-meter";

export interface RecordedStatement {
  text: string;
  values: unknown[];
  rowMode?: "array";
  /** The prepared statement's name, when our app sent one: PostgreSQL then keeps its plan for both. */
  name?: string;
}

export interface AnchorCall {
  path: string;
  authorization: string;
  statements: RecordedStatement[];
  body: unknown;
}

// The heap as our app's on PostgreSQL (bench-app.ts).
tuneHeapFor("postgres");
const file = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if (!file || !databaseUrl) throw new Error("usage: DATABASE_URL=… anchor-server.ts <calls JSON>");
const calls = new Map(
  (JSON.parse(await readFile(file, "utf8")) as AnchorCall[]).map((call) => [call.path, call]),
);
// The same pool size and session settings as the app's (db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: POSTGRES_SESSION_OPTIONS });

const server = http.createServer((request, response) => {
  // The process's own CPU time and GC pauses, so run.ts can give each side's per call.
  if (request.url === "/cpu-usage") {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(readProcess()));
    return;
  }
  const call = calls.get(request.url ?? "");
  if (!call) {
    response.writeHead(404).end();
    return;
  }
  if (request.headers.authorization !== call.authorization) {
    response.writeHead(401).end();
    return;
  }
  void (async () => {
    for (const statement of call.statements) {
      await pool.query({
        text: statement.text,
        values: statement.values,
        ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        ...(statement.name ? { name: statement.name } : {}),
      });
    }
    const body = JSON.stringify(call.body);
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
  })().catch((error: unknown) => {
    console.error(error);
    response.writeHead(500).end();
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`http://127.0.0.1:${address.port}`);
});
// Requests still in flight when the load ends do not matter: the process just goes.
process.on("SIGTERM", () => process.exit(0));
