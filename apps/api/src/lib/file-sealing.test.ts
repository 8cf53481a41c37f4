import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  FILE_CHUNK_BYTES,
  openFile,
  openFileChunks,
  type PlainSource,
  plainSourceOf,
  SOURCE_READ_BYTES,
  sealedFileSize,
  sealFileChunks,
} from "./file-sealing";

const key = randomBytes(32);

/** Seals `plain` as a stored file is sealed, gathering the pieces; notes each read of the source. */
async function sealFile(withKey: Buffer, plain: Buffer, reads: number[] = []): Promise<Buffer> {
  const memory = plainSourceOf(plain);
  const source: PlainSource = {
    size: memory.size,
    read: (position, length) => {
      reads.push(length);
      return memory.read(position, length);
    },
  };
  const pieces: Buffer[] = [];
  for await (const piece of sealFileChunks(withKey, source)) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** The source in pieces of `size` bytes, as a stream of the stored blob gives it. */
async function* piecesOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function openStreamed(sealed: Buffer, pieceSize: number, withKey = key): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of openFileChunks(withKey, piecesOf(sealed, pieceSize))) {
    expect(chunk.length).toBeLessThanOrEqual(FILE_CHUNK_BYTES);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const sizes = [
  0,
  1,
  FILE_CHUNK_BYTES - 1,
  FILE_CHUNK_BYTES,
  FILE_CHUNK_BYTES + 1,
  3 * FILE_CHUNK_BYTES + 17,
  SOURCE_READ_BYTES,
  2 * SOURCE_READ_BYTES + FILE_CHUNK_BYTES + 5,
];

describe("files sealed in chunks", () => {
  it("opens what it sealed, whole and streamed in pieces of any size", async () => {
    for (const size of sizes) {
      const plain = randomBytes(size);
      const reads: number[] = [];
      const sealed = await sealFile(key, plain, reads);
      expect(sealed.length, `size ${size}`).toBe(sealedFileSize(size));
      // The source is read a piece at a time, never whole.
      expect(Math.max(...reads)).toBeLessThanOrEqual(SOURCE_READ_BYTES);
      expect(reads.reduce((sum, length) => sum + length, 0)).toBe(size);
      expect(openFile(key, sealed).equals(plain), `size ${size}`).toBe(true);
      for (const pieceSize of [1_000, 65_536, 200_000]) {
        expect((await openStreamed(sealed, pieceSize)).equals(plain), `size ${size}/${pieceSize}`).toBe(true);
      }
    }
  });

  it("gives each file its own key: the same bytes seal differently, and nothing shows through", async () => {
    const plain = Buffer.from("SSN 123-45-6789 ".repeat(10_000));
    const one = await sealFile(key, plain);
    const two = await sealFile(key, plain);
    expect(one.equals(two)).toBe(false);
    expect(one.includes(Buffer.from("123-45-6789"))).toBe(false);
  });

  it("refuses a changed byte, a wrong key, a dropped, swapped or cut-off chunk, and a tail added", async () => {
    const plain = randomBytes(3 * FILE_CHUNK_BYTES + 100);
    const sealed = await sealFile(key, plain);
    const chunk = FILE_CHUNK_BYTES + 16;
    const salt = sealed.subarray(0, 16);
    const chunks = [0, 1, 2, 3].map((index) => sealed.subarray(16 + index * chunk, 16 + (index + 1) * chunk));
    const [first, second, third, last] = chunks as [Buffer, Buffer, Buffer, Buffer];
    const flipped = Buffer.from(sealed);
    flipped[16 + chunk + 5] = (flipped[16 + chunk + 5] ?? 0) ^ 1;
    const damaged = [
      flipped,
      Buffer.concat([salt, first, third, last]),
      Buffer.concat([salt, second, first, third, last]),
      Buffer.concat([salt, first, second, third]),
      Buffer.concat([sealed, randomBytes(40)]),
      sealed.subarray(0, 20),
    ];
    for (const [index, bytes] of damaged.entries()) {
      expect(() => openFile(key, bytes), `case ${index}`).toThrow(/damaged/);
      await expect(openStreamed(bytes, 10_000), `case ${index}`).rejects.toThrow(/damaged/);
    }
    expect(() => openFile(randomBytes(32), sealed)).toThrow(/damaged/);
  });

  it("gives out no byte of a chunk before its tag is checked", async () => {
    const sealed = await sealFile(key, randomBytes(2 * FILE_CHUNK_BYTES));
    const flipped = Buffer.from(sealed);
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    const given: Buffer[] = [];
    await expect(
      (async () => {
        for await (const piece of openFileChunks(key, piecesOf(flipped, 1_000))) given.push(piece);
      })(),
    ).rejects.toThrow(/damaged/);
    expect(given).toHaveLength(0);
  });
});
