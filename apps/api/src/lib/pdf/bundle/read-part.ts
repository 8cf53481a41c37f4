import type { Readable } from "node:stream";

export class PartTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`larger than ${Math.round(limit / (1024 * 1024))} MB`);
  }
}

/**
 * The PDF library and the image decoder need a part's whole bytes, so a stream is gathered here;
 * reading stops (and the stream is destroyed) as soon as it passes the limit.
 */
export async function readPart(source: Readable | Buffer, limit: number): Promise<Buffer> {
  if (Buffer.isBuffer(source)) {
    if (source.length > limit) throw new PartTooLargeError(limit);
    return source;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > limit) throw new PartTooLargeError(limit);
      chunks.push(buffer);
    }
  } finally {
    source.destroy();
  }
  return Buffer.concat(chunks, total);
}
