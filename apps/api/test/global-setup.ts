import pg from "pg";
import { openDatabase } from "../src/db/client";
import { integrationWorkers, workerDatabaseName } from "./worker-databases";

/**
 * With DATABASE_URL: migrate that database once, then copy it for each test worker, so workers run
 * side by side on databases of their own as they do on PGlite (see `worker-databases.ts`).
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const handle = await openDatabase({ kind: "postgres", url });
  await handle.close();
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const names = Array.from({ length: integrationWorkers }, (_, index) =>
    workerDatabaseName(template, index + 1),
  );
  const onServer = async (statements: readonly string[]) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const statement of statements) await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(
    names.flatMap((name) => [
      `drop database if exists "${name}" with (force)`,
      `create database "${name}" template "${template}"`,
    ]),
  );
  return () => onServer(names.map((name) => `drop database if exists "${name}" with (force)`));
}
