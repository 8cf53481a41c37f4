import { randomBytes } from "node:crypto";
import pg from "pg";
import { startFakeS3 } from "../../apps/api/test/fake-s3";
import { spawnBuiltServer } from "./built-server";
import { type ServerProcess, spawnProxiedStack } from "./proxied-stack";

/** What a journey server adds to its environment, and how to tell it is ready and clean up after it. */
export interface ServerPlacement {
  environment: Record<string, string>;
  /** A line the server prints once every one of its processes listens (several processes only). */
  readyLine: string | undefined;
  /** Separate API processes behind nginx, rather than one process or one cluster. */
  processesBehindProxy: number | undefined;
  /** Drops the database made for the server, if one was, and stops its file store. */
  cleanUp(): Promise<void>;
}

/** A new PostgreSQL database on the server `serverUrl` names, and how to drop it. */
export async function newDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  return { url: databaseUrl.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Journeys run against one process on PGlite by default. With `E2E_WORKERS=n` (and
 * `E2E_DATABASE_URL`, any database on the PostgreSQL server to use, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) each server the journeys start is n API processes over
 * a new PostgreSQL database of its own, dropped afterwards: a cluster sharing one port, or, with
 * `E2E_PROXY=nginx`, separate processes behind Debian's nginx (the recipe in deploy/) with their
 * files in an S3-compatible store.
 */
export async function serverPlacement(): Promise<ServerPlacement> {
  const workers = Number(process.env.E2E_WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error("E2E_WORKERS must be a whole number from 1");
  if (workers === 1)
    return {
      environment: { DATABASE_URL: "" },
      readyLine: undefined,
      processesBehindProxy: undefined,
      cleanUp: async () => {},
    };
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) throw new Error("E2E_WORKERS above 1 needs E2E_DATABASE_URL (a PostgreSQL server to use)");
  const database = await newDatabase(serverUrl);
  if (process.env.E2E_PROXY === "nginx") {
    // Every listing pages as S3 does, 1,000 keys a page.
    const store = await startFakeS3({ bucket: "taxlane-e2e", pageSize: 1000 });
    return {
      environment: { DATABASE_URL: database.url, ...store.environment },
      readyLine: undefined,
      processesBehindProxy: workers,
      cleanUp: async () => {
        await store.close();
        await database.drop();
      },
    };
  }
  return {
    environment: { DATABASE_URL: database.url, WORKERS: String(workers) },
    readyLine: `${workers} API processes share the port.`,
    processesBehindProxy: undefined,
    cleanUp: database.drop,
  };
}

/** The server a journey runs against, placed as `placement` says: one process, a cluster, or a stack. */
export function spawnPlacedServer(
  placement: ServerPlacement,
  port: number,
  dataDir: string,
  environment: Record<string, string>,
): { server: ServerProcess; output: () => string } {
  return placement.processesBehindProxy === undefined
    ? spawnBuiltServer(port, dataDir, environment)
    : spawnProxiedStack(port, dataDir, environment, placement.processesBehindProxy);
}
