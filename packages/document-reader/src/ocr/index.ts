import { ImageRefused, type PrepareOptions, prepareImage, type RgbaPixels } from "../image/prepare";
import { openPdf, PdfUnreadable, renderPage } from "../image/render-pdf";
import type { ReadPage } from "../page";
import { OcrTimeout, recognise } from "./engine";
import { toPageWords } from "./words";

export { closeOcr } from "./engine";

/** Bounds on what one document may cost; every one has a default. */
export interface OcrLimits {
  /** Pictures with more pixels are refused unread ("too-large"). Default 150 million (12,000 × 12,500). */
  maxInputPixels?: number;
  /** Wall seconds one page may take to recognise before it is given up ("too-slow"). Default 30. */
  secondsPerPage?: number;
  /** Pages of a PDF read at most; the rest are left out. Default 20. */
  maxPages?: number;
  /** Preprocessing steps turned on or off (all on by default), for measuring what each is worth. */
  steps?: PrepareOptions["steps"];
}

/** Why a document gave no pages (or fewer than it has), in the terms of DocumentReading's `reason`. */
export type OcrFailure = "not-a-document" | "too-large" | "encrypted" | "too-slow" | "unreadable";

export interface OcrReading {
  /** The pages read, in order; a page that failed is left out and `reason` says why. */
  pages: ReadPage[];
  reason?: OcrFailure;
  /** Pages in the document, read or not. */
  pageCount: number;
}

/** "%PDF": a PDF sent with a vague type (application/octet-stream) is still read as one. */
function isPdf(bytes: Uint8Array, mimeType: string): boolean {
  return mimeType === "application/pdf" || (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46);
}

const defaults = { maxInputPixels: 150_000_000, secondsPerPage: 30, maxPages: 20 };

async function readPicture(
  number: number,
  picture: Uint8Array | RgbaPixels,
  limits: typeof defaults & OcrLimits,
): Promise<ReadPage> {
  const prepared = await prepareImage(picture, {
    maxInputPixels: limits.maxInputPixels,
    ...(limits.steps ? { steps: limits.steps } : {}),
  });
  const words = await recognise(prepared.png, limits.secondsPerPage);
  return {
    number,
    words: toPageWords(words, prepared.width, prepared.height),
    width: prepared.width,
    height: prepared.height,
  };
}

function failureOf(error: unknown): OcrFailure {
  if (error instanceof OcrTimeout) return "too-slow";
  if (error instanceof ImageRefused) return error.reason === "too-large" ? "too-large" : "not-a-document";
  if (error instanceof PdfUnreadable) return error.reason;
  return "unreadable";
}

async function readPdf(bytes: Uint8Array, limits: typeof defaults & OcrLimits): Promise<OcrReading> {
  const document = await openPdf(bytes);
  const pages: ReadPage[] = [];
  try {
    const last = Math.min(document.numPages, limits.maxPages);
    for (let number = 1; number <= last; number++) {
      try {
        pages.push(await readPicture(number, await renderPage(document, number), limits));
      } catch (error) {
        // One slow or broken page ends the reading: the pages after it would likely go the same way.
        return { pages, reason: failureOf(error), pageCount: document.numPages };
      }
    }
    return { pages, pageCount: document.numPages };
  } finally {
    await document.destroy();
  }
}

/**
 * Reads the words of a scan, a photo or a PDF without text by OCR: a picture is one page; a PDF's pages
 * are drawn at 300 dpi first. Never throws for bad input: an empty or partial reading says why.
 */
export async function ocrPages(bytes: Uint8Array, mimeType: string, limits: OcrLimits = {}): Promise<OcrReading> {
  const bounded = { ...defaults, ...limits };
  try {
    if (isPdf(bytes, mimeType)) return await readPdf(bytes, bounded);
    // Any other type is tried as a picture (JPEG, PNG, HEIC, TIFF, WebP...): sharp tells what it is.
    return { pages: [await readPicture(1, bytes, bounded)], pageCount: 1 };
  } catch (error) {
    return { pages: [], reason: failureOf(error), pageCount: isPdf(bytes, mimeType) ? 0 : 1 };
  }
}
