import { EncryptedPDFError, PDFDocument, type PDFPage } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { AppError } from "../../lib/app-error";

/** A place on a page, in PDF points from the page's bottom-left corner (PDF user space). */
export interface PdfField {
  /** Zero-based page index. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** Readers accept a header anywhere in the first kilobyte (some producers write junk before it). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/**
 * The document a person gave for signing, loaded, or a refusal they can act on: not a PDF, damaged,
 * password protected, over the size limit, or without pages. An encrypted file is refused rather than
 * opened because its content cannot be stamped and sealed without its password.
 */
export async function readablePdf(bytes: Uint8Array, maxBytes: number): Promise<PDFDocument> {
  if (bytes.byteLength > maxBytes)
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      t("signatures.tooLarge", { size: megabytes(bytes.byteLength), max: megabytes(maxBytes) }),
    );
  if (!hasPdfHeader(bytes)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", t("signatures.notPdf"));
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw new AppError("UNPROCESSABLE", t("signatures.encryptedPdf"));
    throw new AppError("UNPROCESSABLE", t("signatures.damagedPdf"));
  }
  if (doc.isEncrypted) throw new AppError("UNPROCESSABLE", t("signatures.encryptedPdf"));
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
  } catch {
    // A broken page tree throws only when the pages are first read.
    throw new AppError("UNPROCESSABLE", t("signatures.damagedPdf"));
  }
  if (pageCount === 0) throw new AppError("UNPROCESSABLE", t("signatures.noPages"));
  return doc;
}

/**
 * The page a field sits on, or a 400 when that page does not exist or the field reaches outside the
 * page's visible area (its crop box), where a stamped mark would be cut off or hidden.
 */
export function fieldFits(field: PdfField, pages: readonly PDFPage[]): PDFPage {
  const page = Number.isInteger(field.page) ? pages[field.page] : undefined;
  const pageNumber = field.page + 1;
  if (!page)
    throw new AppError(
      "BAD_REQUEST",
      t("signatures.fieldPageMissing", { page: pageNumber, pages: pages.length }),
    );
  const sizes = [field.x, field.y, field.width, field.height];
  if (!sizes.every(Number.isFinite))
    throw new AppError("BAD_REQUEST", t("signatures.fieldOffPage", { page: pageNumber }));
  if (field.width <= 0 || field.height <= 0)
    throw new AppError("BAD_REQUEST", t("signatures.fieldEmpty", { page: pageNumber }));
  const box = page.getCropBox();
  const inside =
    field.x >= box.x &&
    field.y >= box.y &&
    field.x + field.width <= box.x + box.width &&
    field.y + field.height <= box.y + box.height;
  if (!inside) throw new AppError("BAD_REQUEST", t("signatures.fieldOffPage", { page: pageNumber }));
  return page;
}
