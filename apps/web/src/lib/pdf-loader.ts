/**
 * pdf.js, loaded only when a PDF's pages are drawn (it is large). Its worker runs off the page's
 * thread; Vite gives the worker file's address.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens the PDF from its bytes for drawing. */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes) }).promise;
}

export type { PDFDocumentProxy };

/** One page of a PDF drawn to an image (a data URL), `scale` pixels per point. */
export async function pdfPageImage(bytes: ArrayBuffer, pageNumber: number, scale = 2): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return canvas.toDataURL("image/png");
  } finally {
    void pdf.destroy();
  }
}
