// OCR's words per rendered file, kept in corpus/.rendered/.words/<rendering>/<id>.json (git-ignored with
// the renderings) so that a change to the extractors re-runs the bench in seconds instead of minutes.
// Used only with BENCH_CACHE_WORDS=1: CPU figures then count the extractors alone, not OCR.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type OcrFunction, type OcrReading, ocrPages, readingLimits } from "@taxlane/document-reader";
import { renderedFolder } from "../../packages/document-reader/scripts/render-corpus";

const wordsFolder = path.join(renderedFolder, ".words");

async function cached(file: string): Promise<OcrReading | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as OcrReading;
  } catch {
    return null;
  }
}

/** An OCR that reads the document's words from the cache, or runs OCR and keeps what it found. */
export function cachingOcr(rendering: string, documentId: string): OcrFunction {
  const file = path.join(wordsFolder, rendering, `${documentId}.json`);
  return async (bytes, mimeType) => {
    const kept = await cached(file);
    if (kept) return kept;
    const found = await ocrPages(bytes, mimeType, { maxPages: readingLimits.maxPages });
    await mkdir(path.dirname(file), { recursive: true });
    // The first page's picture is not kept (megabytes of pixels): cached runs read ticks from text marks.
    const pages = found.pages.map(({ picture: _, ...page }) => page);
    await writeFile(file, JSON.stringify({ ...found, pages }));
    return found;
  };
}
