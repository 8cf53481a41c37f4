import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, expect, onTestFinished, vi } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { type Environment, loadConfig } from "../src/config";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { isPrivateServer } from "../src/lib/loopback";
import { writePrivateFile } from "../src/lib/private-files";
import { readSecret } from "../src/lib/secrets";
import { instanceFile } from "../src/plugins/jobs/instance";
import { jobQueueSchema } from "../src/plugins/jobs/job-queue";

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test worker: PGlite in memory, or the PostgreSQL database that DATABASE_URL
 * names (the worker's copy of the database the global setup migrated). Tests make their own data and never assume an empty table.
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
 * Three workers' databases, their files' own ones and the API processes some files start share one
 * server's `max_connections` (100 by default): a file's own database needs few.
 */
const ownDatabasePoolSize = 4;

/**
 * A database of the calling file's own, for a file that runs the app's passes over everyone
 * (`reminders.engine.runDue()`, `privacy.disposal.runDue()`) on a clock of its own. On the worker's
 * database such a pass also acts on the people of the worker's other files: a clock a year ahead sent
 * another file's professional a plan renewal notice just before that file's test read its newest notice. PostgreSQL: a new database
 * beside DATABASE_URL's, dropped when the file ends (or the test, when made in one); else PGlite in
 * memory. Give it to every app of the file (`{ database }`), made after it: it closes after them.
 */
export async function ownDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dir: undefined });
    whenDone(() => handle.close());
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
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: ownDatabasePoolSize });
  // Registered before the file's apps are made, so it runs after they closed (hooks run as a stack).
  whenDone(async () => {
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
  const releaseDataDir = await useDataDir(dataDir);
  const app = await buildApp(config, {
    ...options,
    // No maintenance timers: a test app lives seconds. Failed mail is retried within a second or two.
    jobs: { maintenance: false, mailRetryDelaySeconds: 1, ...options.jobs },
    database: databaseOnDisk ? undefined : (options.database ?? (await workerDatabase())),
  });
  whenDone(async () => {
    await app.close();
    await releaseDataDir();
  });
  return { app, dataDir };
}

/**
 * Runs `cleanUp` when the test that calls it ends, or, called outside a test (a file's top level, a
 * `describe`), when the file's tests have run. An `afterAll` added while a test runs is never run: an
 * app made in a test would stay open for the rest of the worker's files, polling its queues.
 */
function whenDone(cleanUp: () => Promise<void>): void {
  try {
    onTestFinished(cleanUp);
  } catch {
    afterAll(cleanUp);
  }
}

interface DataDirUse {
  users: number;
  slot: number | undefined;
}

/** The data folders of this worker's open apps: two apps may share one (a second process on it). */
const dataDirsInUse = new Map<string, Promise<DataDirUse>>();
const claimedSlots = new Set<number>();

/**
 * Holds the data folder's queue slot while an app uses it; the release (by the folder's last app)
 * frees the slot and removes the folder. Apps on one folder share its queues, so the slot is not
 * given to another folder before every app on this one has closed: such an app would take (and
 * work with its own settings) the other's webhook events and mail.
 */
async function useDataDir(dataDir: string): Promise<() => Promise<void>> {
  let claimed = dataDirsInUse.get(dataDir);
  if (!claimed) {
    claimed = claimQueueSlot(dataDir).then((slot) => ({ users: 0, slot }));
    dataDirsInUse.set(dataDir, claimed);
  }
  const use = await claimed;
  use.users += 1;
  return async () => {
    use.users -= 1;
    if (use.users > 0) return;
    dataDirsInUse.delete(dataDir);
    if (use.slot !== undefined) {
      await discardQueuedJobs(slotId(use.slot));
      claimedSlots.delete(use.slot);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * Jobs still queued on a slot whose apps have all closed (mail not yet sent, a reading not begun, a
 * notice held for minutes) would run in the next app given the slot, with its mailbox and settings:
 * they are dropped. Waiting for them instead cost up to 15 s a file, mostly for work no test reads.
 * Only the worker's database holds them: a file's own database goes with the file.
 */
async function discardQueuedJobs(instance: string): Promise<void> {
  if (!shared) return;
  const database = await shared;
  await database.executeSql(
    `delete from ${jobQueueSchema}.job where name like '%.' || $1::text and state < 'active'`,
    [instance],
  );
}

const slotId = (slot: number) => `test${process.env.VITEST_POOL_ID ?? "0"}x${slot}`;

/**
 * A new data folder gets the id of a free slot of this test worker, not a random one: its queues
 * (mail, blob sweep, webhooks) are named after it, and a queue is a partitioned table whose creation
 * costs about 50 ms, so queues are reused by the next apps, not made for every app and left behind.
 * A folder that has an id (a restarted app's) keeps it and holds its slot again; a slot another
 * folder holds meanwhile would have two folders' apps share queues, so that fails.
 */
async function claimQueueSlot(dataDir: string): Promise<number | undefined> {
  const file = instanceFile(dataDir);
  const kept = await readSecret(file);
  if (kept !== undefined) {
    const slot = Number(/^test\d+x(\d+)$/.exec(kept)?.[1] ?? Number.NaN);
    if (Number.isNaN(slot) || kept !== slotId(slot)) return undefined;
    if (claimedSlots.has(slot)) throw new Error(`queue slot ${kept} is held by another data folder`);
    claimedSlots.add(slot);
    return slot;
  }
  let slot = 0;
  while (claimedSlots.has(slot)) slot += 1;
  claimedSlots.add(slot);
  await writePrivateFile(file, slotId(slot), "wx");
  return slot;
}

/** An empty folder for a test app's data. */
export function newDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "taxlane-test-"));
}
