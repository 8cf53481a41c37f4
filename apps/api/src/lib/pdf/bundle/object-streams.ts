import { inflateSync } from "node:zlib";

/** The most a PDF's object streams may hold once decoded: the PDF library reads them whole. */
export const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

const tooLarge = (error: unknown) => (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE";

/**
 * Whether the PDF's compressed object streams decode to more than `limit` bytes in all. An upload of
 * a few kilobytes can hold one that inflates to gigabytes, which the library would decode in memory,
 * on the server's one thread, before a page is copied. Each stream is inflated with what is left of
 * the limit as its ceiling, so the check itself never holds more than the limit.
 */
export function objectStreamsExceed(bytes: Uint8Array, limit = MAX_OBJECT_STREAM_BYTES): boolean {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = data.toString("latin1");
  let left = limit;
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    // The stream's dictionary: from its object's `obj` keyword to the `stream` keyword.
    const dictionary = text.slice(text.lastIndexOf("obj", match.index), match.index);
    if (!dictionary.includes("/ObjStm") || !dictionary.includes("/FlateDecode")) continue;
    const end = text.indexOf("endstream", start);
    if (end < 0) continue;
    try {
      left -= inflateSync(data.subarray(start, end), { maxOutputLength: Math.max(1, left) }).length;
    } catch (error) {
      if (tooLarge(error)) return true;
      // Not inflatable (damaged, or another filter first): the library judges it as it reads it.
    }
    if (left <= 0) return true;
  }
  return false;
}
