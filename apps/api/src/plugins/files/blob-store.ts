import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where sealed file bytes live. On disk by default; an S3-compatible store can take its place. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

export function newStorageKey(): string {
  return randomBytes(24).toString("hex");
}

export function createDiskBlobStore(folder: string): BlobStore {
  // Two levels of folders keep any one directory small.
  const locate = (key: string) => {
    if (!/^[0-9a-f]{48}$/.test(key)) throw new Error("Invalid storage key");
    return path.join(folder, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async put(key, bytes) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    get: (key) => readFile(locate(key)),
    delete: (key) => rm(locate(key), { force: true }),
  };
}
