import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../config";
import { Keyring } from "./keyring";
import { createPrivateFileOnce, makePrivateDir } from "./private-files";

export interface Secrets {
  jwtSecret: string;
  keyring: Keyring;
}

/**
 * Keys given in the environment win; otherwise they are generated once into `$DATA_DIR/keys`
 * (owner-only files) and read from there on every later start.
 */
/** Where generated keys and passwords are kept. */
export function keysFolder(dataDir: string): string {
  return path.join(dataDir, "keys");
}

export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  const folder = keysFolder(config.dataDir);
  await makePrivateDir(folder);

  const jwtSecret =
    config.jwtSecret ?? (await readOrCreate(path.join(folder, "jwt.key"), 48)).toString("base64");

  const keys = new Map<string, Buffer>();
  for (const name of await readdir(folder)) {
    const match = /^data-([a-z0-9-]{1,32})\.key$/.exec(name);
    if (match?.[1])
      keys.set(match[1], Buffer.from((await readFile(path.join(folder, name), "utf8")).trim(), "base64"));
  }
  const currentId = config.dataEncryptionKey?.id ?? config.dataEncryptionKeyId;
  if (config.dataEncryptionKey) {
    keys.set(currentId, Buffer.from(config.dataEncryptionKey.base64, "base64"));
  } else if (!keys.has(currentId)) {
    keys.set(currentId, await readOrCreate(path.join(folder, `data-${currentId}.key`), 32));
  }
  return { jwtSecret, keyring: new Keyring(currentId, keys) };
}

async function readOrCreate(file: string, bytes: number): Promise<Buffer> {
  const text = await readOrCreateSecret(file, () => randomBytes(bytes).toString("base64"));
  return Buffer.from(text, "base64");
}

/** The secret kept in `file`, or `undefined` when there is none yet. */
export async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The secret kept in `file`; on first use `make` creates it, owner-only (0600). */
export async function readOrCreateSecret(file: string, make: () => string): Promise<string> {
  const kept = await readSecret(file);
  if (kept !== undefined) return kept;
  await makePrivateDir(path.dirname(file));
  return (await createPrivateFileOnce(file, make)).toString("utf8").trim();
}
