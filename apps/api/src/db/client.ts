import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makePrivateDir, tightenTree } from "../lib/private-files";
import { useQuickArrayReaders } from "./array-text";
import { type EmbeddedDatabase, PgliteThread } from "./pglite-thread";

/**
 * Without Drizzle's relational queries (`db.query.*`, unused): with the schema given, every
 * transaction built a query builder for each of the schema's tables as it began.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a repository runs its statements on: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

/** PGlite's `stallSeconds`: its thread's watchdog (stall-watchdog.ts), `DEFAULT_STALL_SECONDS` unless set. */
export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dir: string | undefined; stallSeconds?: number };

/** Where LISTEN runs: a connection of its own to the PostgreSQL server, or the embedded database. */
export type ListenSource = { kind: "postgres"; url: string } | { kind: "pglite"; client: EmbeddedDatabase };

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  listenSource: ListenSource;
  /**
   * Runs SQL text as given, for a library that brings its own (the job queue): without values the
   * text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any fixed number works; it only has to be the same for every process migrating this database.
const migrationLockId = 7_381_946_021;

/**
 * Settings of the app's PostgreSQL sessions, for its prepared statements (the busiest lists and
 * lookups, each written for its indexes):
 * - Generic plans always. PostgreSQL otherwise compares a statement's generic plan with the plans it
 *   makes for each call's values; a generic plan cannot see the page size (`limit $n`) and is costed
 *   for a tenth of the rows, so on a large table it looked dearer than it is and every call of the
 *   professional's request list was planned again (2.7 ms of planning for 0.6 ms of reading, at
 *   100,000 requests; bench/README, flat cost). Statements that are not prepared are planned per
 *   call, as before.
 * - No parallel query: that same generic plan, on a large table, started parallel workers that cost
 *   more to start than the page costs to read. On a shared server, one request should not take
 *   several cores.
 * An `options` parameter in DATABASE_URL replaces these.
 */
export const POSTGRES_SESSION_OPTIONS =
  "-c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_generic_plan";

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    useQuickArrayReaders();
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: POSTGRES_SESSION_OPTIONS,
    });
    const db = drizzlePostgres(pool);
    const lock = await pool.connect();
    try {
      // Several API processes may start together; only one migrates at a time.
      await lock.query("select pg_advisory_lock($1)", [migrationLockId]);
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [migrationLockId]).catch(() => undefined);
      lock.release();
    }
    const listenSource: ListenSource = { kind: "postgres", url: target.url };
    return {
      db,
      kind: "postgres",
      listenSource,
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  if (target.dir) await makePrivateDir(target.dir);
  // PGlite runs in a thread of its own (pglite-thread.ts): its queries would otherwise hold the event loop.
  const client: EmbeddedDatabase = await PgliteThread.start(target.dir, {
    stallSeconds: target.stallSeconds,
  });
  // Drizzle's driver names the PGlite class; it calls only `query` and `transaction`, which the thread answers.
  const db = drizzlePglite(client as unknown as PGlite);
  await migratePglite(db, { migrationsFolder });
  // PGlite writes a new cluster's files 0666 and its relation cache 0644 whatever the umask.
  if (target.dir) await tightenTree(target.dir);
  const listenSource: ListenSource = { kind: "pglite", client };
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return client.query(text, values);
    // PGlite's `query` takes one statement; `exec` takes a script and answers each statement's rows.
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return { db, kind: "pglite", listenSource, executeSql, close: () => client.close() };
}
