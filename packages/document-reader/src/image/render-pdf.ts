import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

type RenderParameters = Parameters<PDFPageProxy["render"]>[0];

/**
 * Draws the pages of a PDF (a scan saved as PDF, with no text of its own) as pictures for OCR, with
 * pdf.js and its Node canvas, `@napi-rs/canvas` (a prebuilt binary from npm: no system libraries).
 * Fonts, character maps and the image decoders' WebAssembly are read from the pdfjs-dist package on
 * disk, never fetched.
 */

const require = createRequire(import.meta.url);
const pdfjsFolder = dirname(require.resolve("pdfjs-dist/package.json"));

/** 300 dpi, the resolution tesseract reads best, capped so a poster-sized page is not drawn huge. */
const dotsPerInch = 300;
const maxLongSide = 3400;

export interface RenderedPage {
  /** 1-based. */
  number: number;
  /** RGBA pixels, row by row. */
  rgba: Uint8Array;
  width: number;
  height: number;
}

export class PdfUnreadable extends Error {
  constructor(
    readonly reason: "encrypted" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "PdfUnreadable";
  }
}

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  try {
    return await pdfjs.getDocument({
      // pdf.js takes ownership of the buffer it is given, and refuses a Node Buffer: a plain copy.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      standardFontDataUrl: `${join(pdfjsFolder, "standard_fonts")}/`,
      cMapUrl: `${join(pdfjsFolder, "cmaps")}/`,
      cMapPacked: true,
      wasmUrl: `${join(pdfjsFolder, "wasm")}/`,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    const message = error instanceof Error ? error.message : String(error);
    throw new PdfUnreadable(name === "PasswordException" ? "encrypted" : "unreadable", message);
  }
}

/** Draws one page (at 300 dpi unless told); the caller ends the document (`document.destroy()`) when done with it. */
export async function renderPage(
  document: PDFDocumentProxy,
  number: number,
  resolution = dotsPerInch,
): Promise<RenderedPage> {
  const page = await document.getPage(number);
  try {
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(resolution / 72, maxLongSide / Math.max(natural.width, natural.height));
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const { createCanvas } = await import("@napi-rs/canvas");
    const canvas = createCanvas(width, height);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    await page.render({
      canvas: canvas as unknown as RenderParameters["canvas"],
      canvasContext: context as unknown as RenderParameters["canvasContext"],
      viewport,
    }).promise;
    const { data } = context.getImageData(0, 0, width, height);
    return { number, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
  } finally {
    page.cleanup();
  }
}
