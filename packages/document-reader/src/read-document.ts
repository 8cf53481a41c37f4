/**
 * The one entry point: bytes and their declared type in, a DocumentReading out. PDFs with a text layer
 * are read from it; images and PDFs without text go to the OCR the caller supplies. It never throws:
 * bad input, limits crossed and failures come back as `not-read` with a reason.
 */
import { classify } from "./classify/classify";
import { extractBoxes, kindsWithDrawnMarks } from "./extract";
import { isHeif } from "./image/heif";
import { pdfPagePicture } from "./image/page-picture";
import { regionOnUpload } from "./image/placement";
import { ReadingRefused, readingLimits } from "./limits";
import { type OcrReading, ocrPages } from "./ocr";
import type { DocumentReading, ReadingSource, ReadPage } from "./page";
import { pdfHasText, readPdfText } from "./pdf/pdf-text";

/** OCR of an image or a PDF without text: the same words-with-boxes as a PDF's own text. */
export type OcrFunction = (bytes: Uint8Array, mimeType: string) => Promise<OcrReading>;

/** This package's OCR (tesseract, on this machine), within the reading's page limit. */
const localOcr: OcrFunction = (bytes, mimeType) =>
  ocrPages(bytes, mimeType, { maxPages: readingLimits.maxPages });

export interface ReadDocumentOptions {
  /** The OCR of pictures and text-less PDFs: this package's own by default; null reads PDF text only. */
  ocr?: OcrFunction | null;
  /** The time budget in milliseconds (default `readingLimits.timeBudgetMs`). */
  timeBudgetMs?: number;
}

type Format = "pdf" | "image" | "unknown";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The file's format by its first bytes: a declared type alone is not trusted. */
function sniffFormat(bytes: Uint8Array): Format {
  // "%PDF-" may follow some junk; readers accept it within the first kilobyte.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (head.includes("%PDF-")) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return "image";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return "image";
  }
  if (isHeif(bytes)) return "image";
  return "unknown";
}

const notRead = (reason: NonNullable<DocumentReading["reason"]>, pages = 0): DocumentReading => ({
  status: "not-read",
  reason,
  kind: "other",
  kindConfidence: 0,
  boxes: [],
  pages,
});

async function reading(
  pages: ReadPage[],
  pageCount: number,
  source: ReadingSource,
  pdf?: Uint8Array,
): Promise<DocumentReading> {
  if (pages.every((page) => page.words.length === 0)) return notRead("unreadable", pageCount);
  const { kind, confidence } = classify(pages);
  const [first, ...rest] = pages;
  // A W-2's ticks are drawn, not text: its PDF's first page is drawn to see them.
  const withPicture =
    pdf && first && !first.picture && kindsWithDrawnMarks.includes(kind)
      ? [{ ...first, picture: await pdfPagePicture(pdf, first.number) }, ...rest]
      : pages;
  return {
    status: "read",
    source,
    kind,
    kindConfidence: confidence,
    boxes: extractBoxes(kind, withPicture).map((box) => {
      const page = pages.find((candidate) => candidate.number === box.page);
      return page?.placement ? { ...box, region: regionOnUpload(box.region, page.placement, page) } : box;
    }),
    pages: pageCount,
  };
}

/** What OCR found, as a reading: nothing found keeps OCR's reason. */
function ocrReading(found: OcrReading, pageCount: number): Promise<DocumentReading> | DocumentReading {
  const pages = found.pages.slice(0, readingLimits.maxPages);
  if (pages.length === 0) return notRead(found.reason ?? "unreadable", pageCount);
  return reading(pages, pageCount, "ocr");
}

async function readWithinLimits(
  bytes: Uint8Array,
  mimeType: string,
  ocr: OcrFunction | null,
): Promise<DocumentReading> {
  const format = sniffFormat(bytes);
  if (format === "unknown") return notRead("not-a-document");
  if (format === "pdf") {
    const text = await readPdfText(bytes);
    if (pdfHasText(text)) return reading(text.pages, text.pageCount, "pdf-text", bytes);
    if (!ocr) return notRead("unreadable", text.pageCount);
    return ocrReading(await ocr(bytes, "application/pdf"), text.pageCount);
  }
  if (!ocr) return notRead("unreadable", 1);
  const found = await ocr(bytes, mimeType);
  return ocrReading(found, found.pageCount);
}

export async function readDocument(
  bytes: Uint8Array,
  mimeType: string,
  options: ReadDocumentOptions = {},
): Promise<DocumentReading> {
  if (bytes.byteLength > readingLimits.maxBytes) return notRead("too-large");
  if (bytes.byteLength === 0) return notRead("not-a-document");
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<DocumentReading>((resolve) => {
    timer = setTimeout(
      () => resolve(notRead("too-slow")),
      options.timeBudgetMs ?? readingLimits.timeBudgetMs,
    );
  });
  try {
    return await Promise.race([
      readWithinLimits(bytes, mimeType, options.ocr === undefined ? localOcr : options.ocr),
      budget,
    ]);
  } catch (error) {
    if (error instanceof ReadingRefused) return notRead(error.reason);
    return notRead("unreadable");
  } finally {
    clearTimeout(timer);
  }
}
