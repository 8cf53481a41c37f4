import { randomBytes } from "node:crypto";
import { chmod, link, lstat, mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Everything under `$DATA_DIR` is the owner's alone: the database (with its WAL of e-mails and phone
 * numbers), sealed files, mail and keys. Folders are 0700 and files 0600.
 */
export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

const groupAndOther = 0o077;

/** Makes a folder and any missing parents owner-only; one that exists is left as it is (see `tightenTree`). */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: privateDirMode });
}

/** Writes a file only the owner may read; `wx` refuses to replace one that exists. */
export function writePrivateFile(file: string, data: Buffer | string, flag: "w" | "wx" = "w"): Promise<void> {
  return writeFile(file, data, { mode: privateFileMode, flag });
}

/**
 * Creates `file` once, owner-only, and returns what it holds. The data is written whole under a
 * temporary name and linked into place, so a caller starting at the same moment never reads a file
 * that is still empty or half written, and the first one to finish wins for every caller.
 */
export async function createPrivateFileOnce(file: string, make: () => Buffer | string): Promise<Buffer> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writePrivateFile(temporary, make(), "wx");
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary);
  }
  return readFile(file);
}

export interface Tightening {
  /** Entries whose group or other permissions were taken away. */
  tightened: number;
  /** Entries that stayed loose because this process may not change them (another owner's). */
  refused: number;
}

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
const notOurs = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "EPERM" || code === "EACCES";
};

/**
 * Takes group and other permissions away from `root` and everything under it, for folders and files
 * written before the umask was set or by code that does not pass a mode (PGlite creates its cluster
 * 0666). Symbolic links are not followed. Entries that vanish meanwhile are skipped.
 */
export async function tightenTree(root: string): Promise<Tightening> {
  const outcome: Tightening = { tightened: 0, refused: 0 };
  const visit = async (entry: string): Promise<void> => {
    let stats: Awaited<ReturnType<typeof lstat>>;
    try {
      stats = await lstat(entry);
    } catch (error) {
      if (vanished(error)) return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if (stats.mode & groupAndOther) {
      try {
        await chmod(entry, stats.mode & ~groupAndOther & 0o7777);
        outcome.tightened += 1;
      } catch (error) {
        if (notOurs(error)) outcome.refused += 1;
        else if (!vanished(error)) throw error;
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = await readdir(entry);
    } catch (error) {
      if (vanished(error)) return;
      throw error;
    }
    for (const name of names) await visit(path.join(entry, name));
  };
  await visit(root);
  return outcome;
}

/** Creates a folder owner-only, or repairs one left open to others with all it holds. */
export async function preparePrivateDir(dir: string): Promise<Tightening> {
  await makePrivateDir(dir);
  return tightenTree(dir);
}
