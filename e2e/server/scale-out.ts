import { randomBytes } from "node:crypto";
import pg from "pg";

/** What a journey server adds to its environment, and how to tell it is ready and clean up after it. */
export interface ServerPlacement {
  environment: Record<string, string>;
  /** A line the server prints once every one of its processes listens (several processes only). */
  readyLine: string | undefined;
  /** Drops the database made for the server, if one was. */
  cleanUp(): Promise<void>;
}

/**
 * Journeys run against one process on PGlite by default. With `E2E_WORKERS=2` (and
 * `E2E_DATABASE_URL`, any database on the PostgreSQL server to use, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) each server the journeys start is that many API
 * processes on one port over a new PostgreSQL database of its own, dropped afterwards.
 */
export async function serverPlacement(): Promise<ServerPlacement> {
  const workers = Number(process.env.E2E_WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error("E2E_WORKERS must be a whole number from 1");
  if (workers === 1)
    return { environment: { DATABASE_URL: "" }, readyLine: undefined, cleanUp: async () => {} };
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) throw new Error("E2E_WORKERS above 1 needs E2E_DATABASE_URL (a PostgreSQL server to use)");

  const name = `taxlane_e2e_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    environment: { DATABASE_URL: databaseUrl.href, WORKERS: String(workers) },
    readyLine: `${workers} API processes share the port.`,
    cleanUp: () => admin(`drop database if exists ${name} with (force)`),
  };
}
