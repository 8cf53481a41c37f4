import { EncryptedPDFError, PDFDocument, PDFRef } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { fitImageOnPage } from "./image-layout";
import { MAX_OBJECT_STREAM_BYTES, objectStreamsExceed } from "./object-streams";
import { ImageUnreadableError, prepareImage } from "./prepare-image";
import { hasPdfEnd, type SniffedKind } from "./sniff";

/** How many pages a part added, or why it added none. */
export type AppendOutcome = { pages: number } | { reason: string };

/**
 * Removes the objects a failed part left behind (everything numbered after `mark`), so a part
 * that breaks halfway through copying adds nothing to the file.
 */
function rollBack(target: PDFDocument, mark: number): void {
  for (let number = mark + 1; number <= target.context.largestObjectNumber; number += 1) {
    target.context.delete(PDFRef.of(number));
  }
}

export async function appendPdf(target: PDFDocument, bytes: Uint8Array): Promise<AppendOutcome> {
  if (!hasPdfEnd(bytes)) return { reason: t("documents.pdfCutOff") };
  if (objectStreamsExceed(bytes)) {
    return {
      reason: t("documents.pdfTooLarge", { megabytes: String(MAX_OBJECT_STREAM_BYTES / 1024 / 1024) }),
    };
  }
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      return { reason: t("documents.pdfEncrypted") };
    }
    return { reason: t("documents.pdfDamaged") };
  }
  const count = source.getPageCount();
  if (count === 0) return { reason: t("documents.pdfNoPages") };
  const mark = target.context.largestObjectNumber;
  let pages: Awaited<ReturnType<PDFDocument["copyPages"]>>;
  try {
    pages = await target.copyPages(source, source.getPageIndices());
  } catch {
    rollBack(target, mark);
    return { reason: t("documents.pdfPagesNotCopied") };
  }
  for (const page of pages) target.addPage(page);
  return { pages: count };
}

export async function appendImage(
  target: PDFDocument,
  bytes: Buffer,
  kind: SniffedKind,
): Promise<AppendOutcome> {
  const mark = target.context.largestObjectNumber;
  let added = false;
  try {
    const prepared = await prepareImage(bytes, kind);
    const image =
      prepared.format === "jpeg"
        ? await target.embedJpg(prepared.bytes)
        : await target.embedPng(prepared.bytes);
    const placement = fitImageOnPage({ width: prepared.width, height: prepared.height });
    const page = target.addPage([placement.page.width, placement.page.height]);
    added = true;
    page.drawImage(image, {
      x: placement.x,
      y: placement.y,
      width: placement.width,
      height: placement.height,
    });
    // Embeds the image now, so its bytes can be written out and released with this part.
    await target.flush();
    return { pages: 1 };
  } catch (error) {
    if (added) target.removePage(target.getPageCount() - 1);
    rollBack(target, mark);
    if (kind === "heif" && error instanceof ImageUnreadableError) {
      return { reason: t("documents.heicUndecodable") };
    }
    return { reason: t("documents.imageDamaged") };
  }
}
