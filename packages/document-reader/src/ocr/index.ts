import {
  ImageRefused,
  type PreparedImage,
  type PrepareOptions,
  prepareImage,
  type RgbaPixels,
} from "../image/prepare";
import { openPdf, PdfUnreadable, renderPage } from "../image/render-pdf";
import type { DocumentReading, ReadPage } from "../page";
import { OcrTimeout, recognise } from "./engine";
import { toPageWords } from "./words";

export { closeOcr } from "./engine";

/** Bounds on what one document may cost; every one has a default. */
export interface OcrLimits {
  /** Pictures with more pixels are refused unread ("too-large"). Default 150 million (12,000 × 12,500). */
  maxInputPixels?: number;
  /**
   * Wall seconds one page may take to recognise before it is given up ("too-slow"). Default 60: a page
   * costs 3–5 s of one core, and a busy machine stretches that several times over.
   */
  secondsPerPage?: number;
  /** Pages of a PDF read at most; the rest are left out. Default 20. */
  maxPages?: number;
  /** Preprocessing steps turned on or off (all on by default), for measuring what each is worth. */
  steps?: PrepareOptions["steps"];
}

/** Why a document gave no pages (or fewer than it has), in the terms of DocumentReading's `reason`. */
export type OcrFailure = NonNullable<DocumentReading["reason"]>;

export interface OcrReading {
  /** The pages read, in order; a page that failed is left out and `reason` says why. */
  pages: ReadPage[];
  reason?: OcrFailure;
  /** Pages in the document, read or not. */
  pageCount: number;
}

/** "%PDF": a PDF sent with a vague type (application/octet-stream) is still read as one. */
function isPdf(bytes: Uint8Array, mimeType: string): boolean {
  return (
    mimeType === "application/pdf" ||
    (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)
  );
}

const defaults = { maxInputPixels: 150_000_000, secondsPerPage: 60, maxPages: 20 };

type Bounds = typeof defaults & OcrLimits;

function prepare(picture: Uint8Array | RgbaPixels, limits: Bounds): Promise<PreparedImage> {
  return prepareImage(picture, {
    maxInputPixels: limits.maxInputPixels,
    ...(limits.steps ? { steps: limits.steps } : {}),
  });
}

async function readPrepared(number: number, prepared: PreparedImage, limits: Bounds): Promise<ReadPage> {
  const words = await recognise(prepared.png, limits.secondsPerPage);
  const { region, pageWidth, pageHeight } = prepared;
  const frame = { left: region.left, top: region.top, pageWidth, pageHeight };
  const page = {
    number,
    words: toPageWords(words, frame),
    width: pageWidth,
    height: pageHeight,
    placement: prepared.placement,
  };
  // Boxes are read from the first page alone: the later pages' pictures are let go.
  return number === 1 ? { ...page, picture: prepared.picture } : page;
}

function failureOf(error: unknown, mimeType: string): OcrFailure {
  if (error instanceof OcrTimeout) return "too-slow";
  if (error instanceof ImageRefused && error.reason === "too-large") return "too-large";
  // Sent as a picture but not one sharp (or, for HEIF, libheif) decodes.
  if (error instanceof ImageRefused) return mimeType.startsWith("image/") ? "unreadable" : "not-a-document";
  if (error instanceof PdfUnreadable) return error.reason;
  return "unreadable";
}

async function readPdf(bytes: Uint8Array, limits: Bounds): Promise<OcrReading> {
  const document = await openPdf(bytes);
  const pages: ReadPage[] = [];
  try {
    const last = Math.min(document.numPages, limits.maxPages);
    for (let number = 1; number <= last; number++) {
      try {
        // The drawn page's pixels are let go before tesseract runs: a page's RGBA is 34 MB at 300 dpi.
        const prepared = await prepare(await renderPage(document, number), limits);
        pages.push(await readPrepared(number, prepared, limits));
      } catch (error) {
        // One slow or broken page ends the reading: the pages after it would likely go the same way.
        return { pages, reason: failureOf(error, "application/pdf"), pageCount: document.numPages };
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
export async function ocrPages(
  bytes: Uint8Array,
  mimeType: string,
  limits: OcrLimits = {},
): Promise<OcrReading> {
  const bounded = { ...defaults, ...limits };
  try {
    if (isPdf(bytes, mimeType)) return await readPdf(bytes, bounded);
    // Any other type is tried as a picture (JPEG, PNG, HEIC, TIFF, WebP...): sharp tells what it is.
    return { pages: [await readPrepared(1, await prepare(bytes, bounded), bounded)], pageCount: 1 };
  } catch (error) {
    return { pages: [], reason: failureOf(error, mimeType), pageCount: isPdf(bytes, mimeType) ? 0 : 1 };
  }
}
