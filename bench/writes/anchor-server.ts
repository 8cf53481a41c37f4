// The raw anchor of a write: node:http and node-postgres, no framework. Each request is answered by
// the next recorded call of our app (writes/run.ts records them from a range of calls of its own):
// the body is read whole (or, for an upload, sealed with AES-256-GCM as it streams to a file, as our
// files service seals), then the recorded statements run in order on one pooled connection, the
// transaction included, each as the same prepared statement where our app named one. What a write
// makes (a row's id, a conversation's next number) comes from the anchor's own answers: a value an
// earlier insert or update of the call returned is replaced, in later statements, by what that
// statement returned here (unless the call had sent that value before: then it was an input). Then it
// writes the JSON our app answered.
// `tsx writes/anchor-server.ts <calls JSON file>`; prints its address on one line.
import { createCipheriv, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../apps/api/src/db/client";
import { tuneHeapFor } from "../../apps/api/src/lib/heap-tuning";
import { readProcess } from "../api/process-meter";
import { fromJson, type RecordedWriteStatement } from "./call-recorder";

export interface RecordedWrite {
  statements: RecordedWriteStatement[];
  body: string;
}

export interface AnchorWrite {
  path: string;
  storesBody: boolean;
  calls: RecordedWrite[];
}

tuneHeapFor("postgres");
const file = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if (!file || !databaseUrl) throw new Error("usage: DATABASE_URL=… anchor-server.ts <write JSON>");
const write = fromJson<AnchorWrite>(await readFile(file, "utf8"));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: POSTGRES_SESSION_OPTIONS });
const filesDir = await mkdtemp(path.join(tmpdir(), "taxlane-anchor-files-"));
const sealingKey = randomBytes(32);
const writes = /^\s*(insert|update|delete|with)\b/i;
let next = 0;
let failures = 0;

const keyOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const rowValues = (row: unknown): unknown[] =>
  Array.isArray(row) ? row : Object.values(row as Record<string, unknown>);

async function storeBody(request: http.IncomingMessage) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey, iv);
  await pipeline(request, cipher, createWriteStream(path.join(filesDir, `${next}-${iv.toString("hex")}`)));
}

async function readBody(request: http.IncomingMessage) {
  for await (const _chunk of request) {
    // Read whole, as a form is before it is parsed.
  }
}

async function replay(call: RecordedWrite) {
  const client = await pool.connect();
  const made = new Map<string, unknown>();
  const substitute = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(substitute);
    if (typeof value !== "number" && typeof value !== "string") return value;
    const key = keyOf(value);
    return made.has(key) ? made.get(key) : value;
  };
  // Values the call sent before a statement returned them are its inputs (a conversation's id), not
  // something it made, even when a number it made (a message's) happens to be the same.
  const sent = new Set<string>();
  const remember = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(remember);
    else if (typeof value === "number" || typeof value === "string") sent.add(keyOf(value));
  };
  try {
    for (const statement of call.statements) {
      statement.values.forEach(remember);
      const answered = await client.query({
        text: statement.text,
        values: statement.values.map(substitute),
        ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        ...(statement.name ? { name: statement.name } : {}),
      });
      if (!writes.test(statement.text)) continue;
      answered.rows.forEach((row, rowIndex) => {
        rowValues(row).forEach((live, column) => {
          const recorded = statement.rows[rowIndex]?.[column];
          if (typeof recorded !== "number" && typeof recorded !== "string") return;
          const key = keyOf(recorded);
          if (!sent.has(key) && key !== keyOf(live)) made.set(key, live);
        });
      });
    }
    client.release();
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    client.release();
    throw error;
  }
}

const server = http.createServer((request, response) => {
  if (request.url === "/cpu-usage") {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(readProcess()));
    return;
  }
  if (request.url !== write.path) {
    response.writeHead(404).end();
    return;
  }
  void (async () => {
    const call = write.calls[next % write.calls.length];
    next += 1;
    if (!call) throw new Error("no recorded calls");
    await (write.storesBody ? storeBody(request) : readBody(request));
    await replay(call);
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(call.body),
    });
    response.end(call.body);
  })().catch((error: unknown) => {
    failures += 1;
    if (failures <= 3) console.error(`anchor ${write.path}:`, error);
    response.writeHead(500).end();
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`http://127.0.0.1:${address.port}`);
});
process.on("SIGTERM", () => {
  void rm(filesDir, { recursive: true, force: true }).finally(() => process.exit(0));
});
