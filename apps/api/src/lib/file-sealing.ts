import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Files sealed in chunks, so a download is opened and sent a chunk at a time instead of whole in
 * memory, and no byte leaves before the chunk that holds it is authenticated. Each file has its own
 * key, derived from the keyring's key and a random salt (HKDF-SHA256); each chunk is AES-256-GCM
 * under a nonce made of its number and a last-chunk flag, so chunks cannot be reordered, dropped or
 * cut off at the end without the check failing.
 *
 * Layout: salt (16 bytes) ‖ chunk … ‖ last chunk; a chunk is up to `FILE_CHUNK_BYTES` of ciphertext
 * and its 16-byte tag. Only the last chunk may be shorter; an empty file is one empty last chunk.
 */
export const FILE_CHUNK_BYTES = 64 * 1024;

const algorithm = "aes-256-gcm";
const saltLength = 16;
const tagLength = 16;
const sealedChunkBytes = FILE_CHUNK_BYTES + tagLength;
const info = Buffer.from("taxlane file chunks v1");

const fileKey = (key: Buffer, salt: Buffer) => Buffer.from(hkdfSync("sha256", key, salt, info, 32));

/** Chunk `index`'s nonce: its number in the first 11 bytes, then 1 for the last chunk, else 0. */
function nonce(index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  value.writeUIntBE(index, 5, 6);
  value[11] = last ? 1 : 0;
  return value;
}

/** The sealed size of `plainBytes` bytes. */
export function sealedFileSize(plainBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plainBytes / FILE_CHUNK_BYTES));
  return saltLength + plainBytes + chunks * tagLength;
}

/** Seals a whole file, written straight into one buffer of its sealed size. */
export function sealFile(key: Buffer, plain: Buffer): Buffer {
  const salt = randomBytes(saltLength);
  const chunkKey = fileKey(key, salt);
  const sealed = Buffer.allocUnsafe(sealedFileSize(plain.length));
  salt.copy(sealed, 0);
  let at = saltLength;
  let index = 0;
  for (let start = 0; ; start += FILE_CHUNK_BYTES, index += 1) {
    const end = Math.min(start + FILE_CHUNK_BYTES, plain.length);
    const last = end === plain.length;
    const cipher = createCipheriv(algorithm, chunkKey, nonce(index, last));
    at += cipher.update(plain.subarray(start, end)).copy(sealed, at);
    cipher.final();
    at += cipher.getAuthTag().copy(sealed, at);
    if (last) break;
  }
  return sealed;
}

const damaged = () => new Error("The sealed file is damaged or was changed");

function openChunk(chunkKey: Buffer, chunk: Buffer, index: number, last: boolean): Buffer {
  if (chunk.length < tagLength) throw damaged();
  const decipher = createDecipheriv(algorithm, chunkKey, nonce(index, last));
  decipher.setAuthTag(chunk.subarray(chunk.length - tagLength));
  const plain = decipher.update(chunk.subarray(0, chunk.length - tagLength));
  try {
    decipher.final();
  } catch {
    throw damaged();
  }
  return plain;
}

/**
 * Opens a sealed file as it arrives, a chunk at a time: each chunk is given out only once its tag
 * checked. A chunk is known to be the last only when the source ends, so one is held back until then.
 */
export async function* openFileChunks(key: Buffer, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let chunkKey: Buffer | null = null;
  let index = 0;
  for await (const piece of source) {
    pending = pending.length === 0 ? piece : Buffer.concat([pending, piece]);
    if (!chunkKey) {
      if (pending.length < saltLength) continue;
      chunkKey = fileKey(key, pending.subarray(0, saltLength));
      pending = pending.subarray(saltLength);
    }
    // More than a whole chunk in hand: the first one is not the last.
    while (pending.length > sealedChunkBytes) {
      yield openChunk(chunkKey, pending.subarray(0, sealedChunkBytes), index, false);
      pending = pending.subarray(sealedChunkBytes);
      index += 1;
    }
  }
  if (!chunkKey) throw damaged();
  yield openChunk(chunkKey, pending, index, true);
}

/** Opens a whole sealed file in memory (a bundle's or an export's file). */
export function openFile(key: Buffer, sealed: Buffer): Buffer {
  const plainBytes = sealed.length - saltLength - tagLength * chunkCount(sealed.length);
  if (sealed.length < saltLength + tagLength || plainBytes < 0) throw damaged();
  const chunkKey = fileKey(key, sealed.subarray(0, saltLength));
  const plain = Buffer.allocUnsafe(plainBytes);
  let at = 0;
  let index = 0;
  for (let start = saltLength; ; start += sealedChunkBytes, index += 1) {
    const end = Math.min(start + sealedChunkBytes, sealed.length);
    const last = end === sealed.length;
    at += openChunk(chunkKey, sealed.subarray(start, end), index, last).copy(plain, at);
    if (last) break;
  }
  return plain;
}

function chunkCount(sealedBytes: number): number {
  return Math.max(1, Math.ceil((sealedBytes - saltLength) / sealedChunkBytes));
}
