import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, expect, vi } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { type Environment, loadConfig } from "../src/config";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { isPrivateServer } from "../src/lib/loopback";
import { writePrivateFile } from "../src/lib/private-files";
import { readSecret } from "../src/lib/secrets";
import { instanceFile } from "../src/plugins/jobs/instance";

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test worker: PGlite in memory, or the PostgreSQL database that DATABASE_URL
 * names (migrated once by the global setup). Tests make their own data and never assume an empty table.
 */
export function workerDatabase(): Promise<DatabaseHandle> {
  shared ??= openDatabase(
    process.env.DATABASE_URL
      ? { kind: "postgres", url: process.env.DATABASE_URL }
      : { kind: "pglite", dir: undefined },
  );
  return shared;
}

let ownDatabases = 0;

/**
 * A database of the calling file's own, for a file that runs the app's passes over everyone
 * (`reminders.engine.runDue()`, `privacy.disposal.runDue()`) on a clock of its own. On the worker's
 * database such a pass also acts on other files' people, and on PostgreSQL, where both workers share
 * one database, while their tests run: a clock a year ahead sent another file's professional a plan
 * renewal notice just before that file's test read its newest notice. PostgreSQL: a new database
 * beside DATABASE_URL's, dropped when the file ends; else PGlite in memory. Give it to every app of
 * the file (`{ database }`), all made at the file's top level or in a `describe`, not in a test (an
 * `afterAll` added while a test runs is never run); it closes after them.
 */
export async function ownDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dir: undefined });
    afterAll(() => handle.close());
    return handle;
  }
  const url = new URL(serverUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_own_${process.pid}_${ownDatabases++}`;
  const onServer = async (work: (admin: pg.Client) => Promise<unknown>) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await work(admin);
    } finally {
      await admin.end();
    }
  };
  await onServer((admin) => admin.query(`create database "${name}"`));
  url.pathname = `/${encodeURIComponent(name)}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  // Registered before the file's apps are made, so it runs after they closed (hooks run as a stack).
  afterAll(async () => {
    await handle.close();
    await onServer(async (admin) => {
      // A pool's end answers before its connections have closed on the server. Dropping the database
      // with them still open would end them with an error their clients no longer listen for. One
      // still open after its app closed is a leak: the failure names its last statement.
      const openConnections = async () =>
        (
          await admin.query<{ open: number; what: string | null }>(
            "select count(*)::int as open, string_agg(left(query, 60) || ' ' || state, '; ') as what from pg_stat_activity where datname = $1",
            [name],
          )
        ).rows[0];
      await vi.waitFor(async () => expect(await openConnections()).toEqual({ open: 0, what: null }), {
        timeout: 10_000,
        interval: 50,
      });
      await admin.query(`drop database if exists "${name}"`);
    });
  });
  return handle;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
}

export interface TestAppOptions extends BuildOptions {
  /** A data folder the test prepared; it is removed afterwards like one made here. */
  dataDir?: string;
  /** The app opens PGlite in `$DATA_DIR/db` itself, as in production, instead of sharing the worker's. */
  databaseOnDisk?: boolean;
}

/**
 * The real app over the worker's database (or `options.database`, which stays the caller's to
 * close), with its own data folder (files, mail, keys). A config that is not private (HOST off
 * loopback, or NODE_ENV=production) moves the demo accounts to a generated password at start:
 * give such an app a database of its own (or `databaseOnDisk`), so other files' demo accounts keep theirs.
 */
export async function createTestApp(
  environment: Partial<Record<keyof Environment, string>> = {},
  { dataDir: preparedDataDir, databaseOnDisk = false, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = preparedDataDir ?? (await newDataDir());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // The sweep's job is shared by every app on the database: only a test that asks for it runs it.
    MATCHING_SWEEP_MINUTES: "0",
    // Likewise the reminders' pass: tests run `reminders.engine.runDue()` on their clock.
    REMINDERS_EVERY_SECONDS: "0",
    // And the disposal: tests run `privacy.disposal.runDue()` on their clock.
    DISPOSAL_EVERY_HOURS: "0",
    ...environment,
  });
  if (!isPrivateServer(config) && !options.database && !databaseOnDisk) {
    throw new Error(
      "A test app that is not private moves the demo accounts' password: give it its own database",
    );
  }
  const slot = await claimQueueSlot(dataDir);
  const app = await buildApp(config, {
    ...options,
    // No maintenance timers: a test app lives seconds. Failed mail is retried within a second or two.
    jobs: { maintenance: false, mailRetryDelaySeconds: 1, ...options.jobs },
    database: databaseOnDisk ? undefined : (options.database ?? (await workerDatabase())),
  });
  afterAll(async () => {
    // Mail still queued goes to this app's mailbox, not to the next app given the same slot.
    await app.services.jobs.drain().catch(() => undefined);
    await app.close();
    slot?.release();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, dataDir };
}

const claimedSlots = new Set<number>();

/**
 * A new data folder gets the id of a free slot of this test worker, not a random one: its queues
 * (mail, blob sweep) are named after it, and a queue is a partitioned table whose creation costs
 * about 50 ms, so queues are reused by the next apps, not made for every app and left behind. A
 * folder that has an id (a restarted app's) keeps it, and the slot stays with its first app.
 */
async function claimQueueSlot(dataDir: string): Promise<{ release(): void } | undefined> {
  const file = instanceFile(dataDir);
  if ((await readSecret(file)) !== undefined) return undefined;
  let slot = 0;
  while (claimedSlots.has(slot)) slot += 1;
  claimedSlots.add(slot);
  await writePrivateFile(file, `test${process.env.VITEST_POOL_ID ?? "0"}x${slot}`, "wx");
  return { release: () => claimedSlots.delete(slot) };
}

/** An empty folder for a test app's data. */
export function newDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "taxlane-test-"));
}
