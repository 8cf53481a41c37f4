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
