/**
 * A PDF's own text layer as words with boxes (pdfjs-dist's legacy build, which runs in Node). Nothing is
 * fetched: no fonts, no network, no eval; only the first pages are read; an encrypted PDF is refused.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { ReadingRefused, readingLimits } from "../limits";
import type { PageWord, ReadPage } from "../page";

export interface PdfText {
  /** The number of pages the PDF declares. */
  pageCount: number;
  /** The pages read: at most `readingLimits.maxPages`. */
  pages: ReadPage[];
}

const encryptMarker = new TextEncoder().encode("/Encrypt");
const slash = 0x2f;

/** Whether the file's trailer (or cross-reference stream) names an encryption dictionary. */
function declaresEncryption(bytes: Uint8Array): boolean {
  const first = slash;
  outer: for (let index = bytes.indexOf(first); index !== -1; index = bytes.indexOf(first, index + 1)) {
    for (let offset = 1; offset < encryptMarker.length; offset += 1) {
      if (bytes[index + offset] !== encryptMarker[offset]) continue outer;
    }
    // `/EncryptMetadata` is a key of other dictionaries, not the encryption dictionary itself.
    const next = bytes[index + encryptMarker.length];
    if (next === undefined || !/[A-Za-z]/.test(String.fromCharCode(next))) return true;
  }
  return false;
}

function isTextItem(item: object): item is TextItem {
  return "str" in item && "transform" in item;
}

/** Splits a text item (often a whole line) into words, spreading its width over its characters. */
function itemWords(
  item: TextItem,
  toViewport: (x: number, y: number) => number[],
  width: number,
  height: number,
): PageWord[] {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
  const fontHeight = Math.hypot(c, d) || item.height || 1;
  const text = item.str;
  const charWidth = text.length > 0 ? item.width / text.length : 0;
  const words: PageWord[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const start = x + (match.index ?? 0) * charWidth;
    const end = start + match[0].length * charWidth;
    // The baseline sits about a fifth of the font's height above the glyphs' lowest point.
    const [x1 = 0, y1 = 0] = toViewport(start, y - fontHeight * 0.2);
    const [x2 = 0, y2 = 0] = toViewport(end, y + fontHeight * 0.8);
    words.push({
      text: match[0],
      left: Math.max(0, Math.min(x1, x2) / width),
      right: Math.min(1, Math.max(x1, x2) / width),
      top: Math.max(0, Math.min(y1, y2) / height),
      bottom: Math.min(1, Math.max(y1, y2) / height),
      confidence: 100,
    });
  }
  return words;
}

/**
 * Reads the words of a PDF's first pages. Throws `ReadingRefused("encrypted")` for an encrypted PDF and
 * `ReadingRefused("not-a-document")` when the bytes are no PDF pdfjs can open.
 */
export async function readPdfText(bytes: Uint8Array, maxPages = readingLimits.maxPages): Promise<PdfText> {
  if (declaresEncryption(bytes)) throw new ReadingRefused("encrypted");
  const task = getDocument({
    // A plain copy: pdf.js refuses a Node Buffer, and takes ownership of (may detach) what it is given.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  // A password asked for is an encrypted PDF: refuse rather than wait for one.
  let askedForPassword = false;
  task.onPassword = () => {
    askedForPassword = true;
    void task.destroy();
  };
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      if (askedForPassword || (error instanceof Error && error.name === "PasswordException"))
        throw new ReadingRefused("encrypted");
      throw new ReadingRefused("not-a-document");
    });
    const pages: ReadPage[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const toViewport = (x: number, y: number) => viewport.convertToViewportPoint(x, y);
      const words = content.items
        .filter(isTextItem)
        .flatMap((item) => itemWords(item, toViewport, viewport.width, viewport.height));
      pages.push({ number, words, width: viewport.width, height: viewport.height });
      page.cleanup();
    }
    return { pageCount: pdf.numPages, pages };
  } finally {
    await task.destroy();
  }
}

/** Whether a PDF's first pages carry a text layer with any words (otherwise it is a scan to OCR). */
export function pdfHasText(text: PdfText): boolean {
  return text.pages.some((page) => page.words.length >= 5);
}
