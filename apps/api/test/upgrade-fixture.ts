import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

/**
 * An upgrade fixture: a data folder made by one release, kept so every later release proves it opens
 * it and reads back the same records. Each fixture is a folder under `fixtures/upgrade/` holding:
 * - `db.tar.gz`: the PGlite database, as `dumpDataDir` writes it;
 * - `keys/`: the test keyring and session key the data was written with (test-only secrets);
 * - `files/`: the sealed file bytes, as the local blob store keeps them;
 * - `recorded.json`: what was read back when it was made (`RecordedFixture`).
 */
export const upgradeFixturesFolder = fileURLToPath(new URL("./fixtures/upgrade", import.meta.url));

/** The people of a fixture by what they are; the reads name them so. */
export const fixturePersonNames = ["taxpayer", "expert", "operator"] as const;
export type FixturePersonName = (typeof fixturePersonNames)[number];

export interface FixturePerson {
  id: number;
  roleId: number;
  email: string;
  /** Set for a person who signed up with one (test-only). */
  password?: string;
}

/** One call made as a person when the fixture was made, and its answer. */
export interface RecordedRead {
  as: FixturePersonName;
  url: string;
  status: number;
  body: unknown;
}

/** A sealed file's download and the bytes it must give. */
export interface RecordedFile {
  as: FixturePersonName;
  url: string;
  sha256: string;
  bytes: number;
}

export interface RecordedFixture {
  /** The commit whose code made the fixture. */
  madeByCommit: string;
  /** The app's clock while the fixture was made; reads are replayed at the same instant. */
  clock: string;
  people: Record<FixturePersonName, FixturePerson>;
  quoteId: number;
  /** The taxpayer's social security number, as typed: stored sealed. */
  ssn: string;
  reads: RecordedRead[];
  files: RecordedFile[];
}

/** The fixture folders, oldest first. */
export async function fixtureFolders(): Promise<string[]> {
  const entries = await readdir(upgradeFixturesFolder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(upgradeFixturesFolder, entry.name))
    .sort();
}

export async function readRecorded(fixture: string): Promise<RecordedFixture> {
  return JSON.parse(await readFile(path.join(fixture, "recorded.json"), "utf8")) as RecordedFixture;
}

/** Writes the database of `dataDir` (closed) into the fixture as a compressed tar. */
export async function dumpDatabase(dataDir: string, fixture: string): Promise<void> {
  const database = await PGlite.create({ dataDir: path.join(dataDir, "db") });
  const dump = await database.dumpDataDir("gzip");
  await database.close();
  await writeFile(path.join(fixture, "db.tar.gz"), Buffer.from(await dump.arrayBuffer()));
}

/** Lays the fixture out as the app's data folder: its keys, its files and its database. */
export async function restoreFixture(fixture: string, dataDir: string): Promise<void> {
  await rm(path.join(dataDir, "db"), { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await cp(path.join(fixture, "keys"), path.join(dataDir, "keys"), { recursive: true });
  await cp(path.join(fixture, "files"), path.join(dataDir, "files"), { recursive: true });
  const dump = await readFile(path.join(fixture, "db.tar.gz"));
  const database = await PGlite.create({
    dataDir: path.join(dataDir, "db"),
    loadDataDir: new Blob([new Uint8Array(dump)]),
  });
  await database.close();
}
