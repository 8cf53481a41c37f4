import { FILE_MAX_BYTES_DEFAULT } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/** The most pages one scan can have: about a thick statement; the PDF stays well under the upload limit. */
export const MAX_SCAN_PAGES = 40;

/** A US Letter page in PDF points (1/72 inch). */
export const LETTER_POINTS = { width: 612, height: 792 } as const;

/** Each page's picture is made for this resolution on a Letter page: clear print, small files. */
export const SCAN_DPI = 150;

/** The largest picture of a page, in pixels: Letter at `SCAN_DPI`. */
const LETTER_PIXELS = {
  width: Math.round((LETTER_POINTS.width / 72) * SCAN_DPI),
  height: Math.round((LETTER_POINTS.height / 72) * SCAN_DPI),
};

/**
 * The picture size for a straightened page of `width` × `height`: as large as fits in a Letter page at
 * `SCAN_DPI` with the page's own shape kept (whatever the camera's resolution was).
 */
export function pagePixelSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(LETTER_PIXELS.width / width, LETTER_PIXELS.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * One PDF of the pages' JPEGs in their order, each on a Letter page, as large as fits and centred.
 * pdf-lib is loaded here, on first use, so it stays out of the pages that never scan.
 */
export async function assembleScanPdf(pages: readonly Uint8Array[]): Promise<Uint8Array> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(t("scan.dialogTitle"));
  doc.setProducer("Taxlane");
  for (const bytes of pages) {
    const image = await doc.embedJpg(bytes);
    const page = doc.addPage([LETTER_POINTS.width, LETTER_POINTS.height]);
    const scale = Math.min(LETTER_POINTS.width / image.width, LETTER_POINTS.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: (LETTER_POINTS.width - width) / 2,
      y: (LETTER_POINTS.height - height) / 2,
      width,
      height,
    });
  }
  return doc.save();
}

/** "Scanned document, 2026-03-02.pdf", by the person's own calendar day. */
export function scanFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return t("scan.fileName", { date });
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** Why a finished scan of `bytes` cannot be sent (over the upload limit), or null when it can. */
export function scanSizeProblem(bytes: number, maxBytes = FILE_MAX_BYTES_DEFAULT): string | null {
  if (bytes <= maxBytes) return null;
  return t("scan.tooLarge", { size: megabytes(bytes), max: megabytes(maxBytes) });
}

/** The finished scan as a PDF file for an upload, or the reason it cannot be sent. */
export async function scanToFile(
  pages: readonly Uint8Array[],
  now = new Date(),
): Promise<{ file: File } | { problem: string }> {
  const bytes = await assembleScanPdf(pages);
  const problem = scanSizeProblem(bytes.byteLength);
  if (problem !== null) return { problem };
  return { file: new File([bytes as BlobPart], scanFileName(now), { type: "application/pdf" }) };
}
