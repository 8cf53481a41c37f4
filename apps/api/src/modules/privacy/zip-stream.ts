import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One entry of an archive: its path inside the archive and how to get its bytes when its turn comes. */
export interface ZipEntry {
  path: string;
  /** Text (JSON) is compressed; files are stored as they are (mostly compressed formats already). */
  kind: "text" | "file";
  bytes(): Promise<Uint8Array>;
}

/**
 * Streams a ZIP of `entries`, reading each entry's bytes only when it is written and waiting while
 * the reader is behind, so an archive of many files never sits in memory whole. A failure midway
 * destroys the stream (the download breaks rather than ends as a shorter, valid-looking archive).
 */
export function zipStream(
  entries: readonly ZipEntry[],
  modifiedAt: Date,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    for (const entry of entries) {
      const bytes = await entry.bytes();
      const file =
        entry.kind === "text" ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
      file.mtime = modifiedAt;
      zip.add(file);
      file.push(bytes, true);
      // A reader that went away closes the stream: stop there rather than wait for a drain.
      if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
      if (out.destroyed) return;
    }
    zip.end();
  };
  write().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
