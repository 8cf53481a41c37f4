import { PassThrough, type Readable, type Writable } from "node:stream";
import { PDFDocument } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { drawPlacedText, embedTextFonts } from "../placed-text";
import { type AppendOutcome, appendImage, appendPdf } from "./append";
import { contentsPageSize, planContents } from "./contents-layout";
import { PdfStreamWriter } from "./pdf-stream-writer";
import { PartTooLargeError, readPart } from "./read-part";
import { sniffKind } from "./sniff";
import type { BundleOptions, BundlePart, BundleResult, IncludedPart, SkippedPart } from "./types";

const defaultMaxPartBytes = 50 * 1024 * 1024;

async function appendPart(doc: PDFDocument, part: BundlePart, maxBytes: number): Promise<AppendOutcome> {
  let bytes: Buffer;
  try {
    bytes = await readPart(await part.open(), maxBytes);
  } catch (error) {
    if (error instanceof PartTooLargeError)
      return { reason: t("documents.fileTooLarge", { size: error.message }) };
    return { reason: t("documents.fileUnreadable") };
  }
  const kind = sniffKind(bytes);
  if (kind === "pdf") return appendPdf(doc, bytes);
  if (kind === "unknown") {
    return { reason: t("documents.fileTypeNotBundled", { type: part.contentType || "unknown" }) };
  }
  return appendImage(doc, bytes, kind);
}

/**
 * Writes the parts, in order, as one PDF to `out` and ends it: first the contents page(s), listing
 * each included part's pages and each part left out with the reason, then every part's pages.
 * Parts are opened one at a time and each is released once its pages are copied; finished objects
 * stream out as the bundle grows (see PdfStreamWriter), so memory holds the part being copied and
 * the page dictionaries, not the bundle. On failure `out` is destroyed with the error, so a reader
 * never takes a cut-off file for a whole one.
 */
export async function writePdfBundle(
  parts: Iterable<BundlePart> | AsyncIterable<BundlePart>,
  out: Writable,
  options: BundleOptions = {},
): Promise<BundleResult> {
  const heading = options.heading ?? "Documents";
  const maxBytes = options.maxPartBytes ?? defaultMaxPartBytes;
  const writer = new PdfStreamWriter(out);
  try {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(heading);
    doc.setProducer("Taxlane");
    doc.setCreationDate(new Date());
    await writer.writeHeader();

    const bodyRanges: { title: string; firstPage: number; lastPage: number }[] = [];
    const skipped: SkippedPart[] = [];
    let bodyPages = 0;
    for await (const part of parts) {
      const outcome = await appendPart(doc, part, maxBytes);
      if ("reason" in outcome) {
        skipped.push({ title: part.title, reason: outcome.reason });
      } else {
        bodyRanges.push({ title: part.title, firstPage: bodyPages + 1, lastPage: bodyPages + outcome.pages });
        bodyPages += outcome.pages;
      }
      await writer.writeSettled(doc.context);
    }

    const contentsPageCount = await drawContents(doc, heading, bodyRanges, skipped);
    await doc.flush();
    await writer.finish(doc.context);
    const included: IncludedPart[] = bodyRanges.map((range) => ({
      title: range.title,
      firstPage: range.firstPage + contentsPageCount,
      lastPage: range.lastPage + contentsPageCount,
    }));
    return {
      pageCount: contentsPageCount + bodyPages,
      contentsPageCount,
      included,
      skipped,
      bytesWritten: writer.bytesWritten,
    };
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** Draws the contents pages and puts them before the parts' pages; returns how many there are. */
async function drawContents(
  doc: PDFDocument,
  heading: string,
  bodyRanges: { title: string; firstPage: number; lastPage: number }[],
  skipped: SkippedPart[],
): Promise<number> {
  const fonts = await embedTextFonts(doc);
  const clean = (text: string) => fonts.clean(text) || "(untitled)";
  const { pages, offset } = planContents(
    clean(heading),
    bodyRanges.map((range) => ({ ...range, title: clean(range.title) })),
    skipped.map((entry) => ({ title: clean(entry.title), reason: clean(entry.reason) })),
    fonts.measure,
  );
  pages.forEach((texts, index) => {
    drawPlacedText(doc.insertPage(index, [contentsPageSize.width, contentsPageSize.height]), texts, fonts);
  });
  return offset;
}

/** The bundle as a readable stream (for an HTTP reply), and its summary once it is written. */
export function createPdfBundleStream(
  parts: Iterable<BundlePart> | AsyncIterable<BundlePart>,
  options: BundleOptions = {},
): { stream: Readable; result: Promise<BundleResult> } {
  const stream = new PassThrough();
  const result = writePdfBundle(parts, stream, options);
  // The failure also reaches the reader through the destroyed stream; callers may ignore `result`.
  result.catch(() => undefined);
  return { stream, result };
}
