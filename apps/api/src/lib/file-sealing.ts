import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { t } from "@taxlane/contract/i18n";

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

/** Chunk `index` sealed: its ciphertext, then its tag. */
function sealChunk(chunkKey: Buffer, plain: Buffer, index: number, last: boolean): [Buffer, Buffer] {
  const cipher = createCipheriv(algorithm, chunkKey, nonce(index, last));
  const body = cipher.update(plain);
  cipher.final();
  return [body, cipher.getAuthTag()];
}

/** Where each chunk of a file of `size` bytes starts and ends, and whether it is the last. */
function* chunksOf(size: number): Generator<{ start: number; end: number; index: number; last: boolean }> {
  for (let start = 0, index = 0; ; start += FILE_CHUNK_BYTES, index += 1) {
    const end = Math.min(start + FILE_CHUNK_BYTES, size);
    yield { start, end, index, last: end === size };
    if (end === size) return;
  }
}

/** A file to seal, read a piece at a time (a form file put aside on disk, or bytes in memory). */
export interface PlainSource {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

/** Bytes in memory as a source to seal. */
export function plainSourceOf(bytes: Buffer): PlainSource {
  return {
    size: bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
  };
}

/** Chunks read from the source and sealed together: a piece of about a megabyte. */
const CHUNKS_A_PIECE = 16;
/** The most of a source read at once. */
export const SOURCE_READ_BYTES = CHUNKS_A_PIECE * FILE_CHUNK_BYTES;

/**
 * The sealed file as pieces, read from `source` as the pieces are taken: each piece is up to
 * `CHUNKS_A_PIECE` chunks, so a file on disk is read and written a megabyte at a time, never whole.
 */
export async function* sealFileChunks(key: Buffer, source: PlainSource): AsyncGenerator<Buffer> {
  const salt = randomBytes(saltLength);
  const chunkKey = fileKey(key, salt);
  yield salt;
  const chunks = [...chunksOf(source.size)];
  for (let first = 0; first < chunks.length; first += CHUNKS_A_PIECE) {
    const piece = chunks.slice(first, first + CHUNKS_A_PIECE);
    const from = piece[0]?.start ?? 0;
    const plain = await source.read(from, (piece.at(-1)?.end ?? from) - from);
    yield Buffer.concat(
      piece.flatMap(({ start, end, index, last }) =>
        sealChunk(chunkKey, plain.subarray(start - from, end - from), index, last),
      ),
    );
  }
}

const damaged = () => new Error(t("operator.sealedFileDamaged"));

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
 * Opens sealed bytes as they are given, a chunk at a time: each chunk is given out only once its tag
 * checked. A chunk is known to be the last only when the bytes end, so one is held back until then.
 */
function chunkOpener(key: Buffer) {
  let pending: Buffer = Buffer.alloc(0);
  let chunkKey: Buffer | null = null;
  let index = 0;
  return {
    *push(piece: Buffer): Generator<Buffer> {
      pending = pending.length === 0 ? piece : Buffer.concat([pending, piece]);
      if (!chunkKey) {
        if (pending.length < saltLength) return;
        chunkKey = fileKey(key, pending.subarray(0, saltLength));
        pending = pending.subarray(saltLength);
      }
      // More than a whole chunk in hand: the first one is not the last.
      while (pending.length > sealedChunkBytes) {
        yield openChunk(chunkKey, pending.subarray(0, sealedChunkBytes), index, false);
        pending = pending.subarray(sealedChunkBytes);
        index += 1;
      }
    },
    end(): Buffer {
      if (!chunkKey) throw damaged();
      return openChunk(chunkKey, pending, index, true);
    },
  };
}

/** Opens a sealed file as it arrives (a download), a checked chunk at a time. */
export async function* openFileChunks(key: Buffer, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const opener = chunkOpener(key);
  for await (const piece of source) yield* opener.push(piece);
  yield opener.end();
}

/** Opens a whole sealed file in memory (a bundle's or an export's file), into one buffer of its size. */
export function openFile(key: Buffer, sealed: Buffer): Buffer {
  const plainBytes = sealed.length - saltLength - tagLength * chunkCount(sealed.length);
  if (sealed.length < saltLength + tagLength || plainBytes < 0) throw damaged();
  const plain = Buffer.allocUnsafe(plainBytes);
  const opener = chunkOpener(key);
  let at = 0;
  for (const chunk of opener.push(sealed)) at += chunk.copy(plain, at);
  opener.end().copy(plain, at);
  return plain;
}

function chunkCount(sealedBytes: number): number {
  return Math.max(1, Math.ceil((sealedBytes - saltLength) / sealedChunkBytes));
}
