import { PDFDocument } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { AppError } from "../../lib/app-error";
import { letterPageSize } from "../../lib/pdf/placed-text";

/** A signer's hand-signed upload, as the files module gave it back. */
export interface PaperPage {
  bytes: Uint8Array;
  contentType: string;
}

const margin = 36;

/**
 * Appends each hand-signed upload to the signed file: a PDF's own pages copied as they are, a photo
 * or scan (JPG, PNG) on a Letter page, as large as the page allows and kept in proportion.
 */
export async function appendPaperPages(doc: PDFDocument, pages: readonly PaperPage[]): Promise<void> {
  for (const page of pages) {
    try {
      if (page.contentType === "application/pdf") {
        const source = await PDFDocument.load(page.bytes, { updateMetadata: false });
        const copied = await doc.copyPages(source, source.getPageIndices());
        for (const copy of copied) doc.addPage(copy);
        continue;
      }
      const image =
        page.contentType === "image/png" ? await doc.embedPng(page.bytes) : await doc.embedJpg(page.bytes);
      const letter = doc.addPage([letterPageSize.width, letterPageSize.height]);
      const room = { width: letterPageSize.width - 2 * margin, height: letterPageSize.height - 2 * margin };
      const scale = Math.min(room.width / image.width, room.height / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      letter.drawImage(image, {
        x: (letterPageSize.width - width) / 2,
        y: (letterPageSize.height - height) / 2,
        width,
        height,
      });
    } catch {
      // The upload was checked for its kind when saved; one that still cannot be read is the signer's
      // to replace, not a server failure.
      throw new AppError("UNPROCESSABLE", t("signing.paperUnreadable"));
    }
  }
}
