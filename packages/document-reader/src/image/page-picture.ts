import type { PagePicture } from "../page";
import { openPdf, renderPage } from "./render-pdf";

/**
 * A PDF page drawn at 150 dpi in gray, for marks its text layer lacks (a W-2's ticks are drawn lines):
 * drawn only for the kinds that have such marks, as it costs a few tenths of a second.
 */
export async function pdfPagePicture(bytes: Uint8Array, number: number): Promise<PagePicture> {
  const document = await openPdf(bytes);
  try {
    const { rgba, width, height } = await renderPage(document, number, 150);
    const pixels = new Uint8Array(width * height);
    for (let i = 0; i < pixels.length; i++) {
      const r = rgba[i * 4] ?? 255;
      const g = rgba[i * 4 + 1] ?? 255;
      const b = rgba[i * 4 + 2] ?? 255;
      pixels[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
    return { pixels, width, height };
  } finally {
    await document.destroy();
  }
}
