import { randomBytes } from "node:crypto";
import { open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { t } from "@taxlane/contract/i18n";
import { makePrivateDir, privateFileMode, writePrivateFile } from "../../lib/private-files";

/** A stored blob as a listing sees it, for the sweep of blobs no row names. */
export interface ListedBlob {
  /** Its storage key; null for a write cut short (a crash mid-put), which no row can name. */
  key: string | null;
  modifiedAt: Date;
  remove(): Promise<void>;
}

/** A sealed file given a piece at a time, with its length in all (an object store needs it first). */
export interface BlobPieces {
  pieces: AsyncIterable<Buffer>;
  length: number;
}

/** Where sealed file bytes live. On disk by default; an S3-compatible store can take its place. */
export interface BlobStore {
  put(key: string, body: Buffer | BlobPieces): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The blob as it is read, a piece at a time; a missing blob throws here, before any piece. */
  stream(key: string): Promise<AsyncIterable<Buffer>>;
  delete(key: string): Promise<void>;
  /** Every blob held, finished or not, in no particular order. */
  list(): AsyncIterable<ListedBlob>;
}

export function newStorageKey(): string {
  return randomBytes(24).toString("hex");
}

/** What a storage key looks like: a store refuses any other, so a key never acts as a path. */
export const storageKeyPattern = /^[0-9a-f]{48}$/;
const keyPattern = storageKeyPattern;
/** A finished blob, or one being written (or left half-written) aside under its key. */
const blobNamePattern = /^[0-9a-f]{48}(\.[0-9a-f]{8}\.part)?$/;
const shardPattern = /^[0-9a-f]{2}$/;

/** The names in a folder; none when it does not exist (yet, or any more). */
async function namesIn(folder: string, pattern: RegExp): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => pattern.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function writePieces(file: string, pieces: AsyncIterable<Buffer>): Promise<void> {
  const handle = await open(file, "wx", privateFileMode);
  try {
    for await (const piece of pieces) await handle.write(piece);
  } finally {
    await handle.close();
  }
}

export function createDiskBlobStore(folder: string): BlobStore {
  // Two levels of folders keep any one directory small.
  const locate = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(t("operator.invalidStorageKey"));
    return path.join(folder, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async put(key, body) {
      const file = locate(key);
      await makePrivateDir(path.dirname(file));
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
      try {
        if (Buffer.isBuffer(body)) await writePrivateFile(partial, body);
        else await writePieces(partial, body.pieces);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
    },
    get: (key) => readFile(locate(key)),
    async stream(key) {
      // Opened first, so a missing file fails the call rather than the stream a reply has begun.
      const handle = await open(locate(key), "r");
      return handle.createReadStream();
    },
    delete: (key) => rm(locate(key), { force: true }),
    async *list() {
      for (const first of await namesIn(folder, shardPattern)) {
        for (const second of await namesIn(path.join(folder, first), shardPattern)) {
          const shard = path.join(folder, first, second);
          for (const name of await namesIn(shard, blobNamePattern)) {
            const file = path.join(shard, name);
            const stats = await stat(file).catch((error: NodeJS.ErrnoException) => {
              if (error.code === "ENOENT") return null;
              throw error;
            });
            if (!stats?.isFile()) continue;
            yield {
              key: keyPattern.test(name) ? name : null,
              modifiedAt: stats.mtime,
              remove: () => rm(file, { force: true }),
            };
          }
        }
      }
    },
  };
}
