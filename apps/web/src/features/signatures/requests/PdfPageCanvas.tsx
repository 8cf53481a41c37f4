import { useEffect, useRef } from "react";
import type { PDFDocumentProxy } from "../../../lib/pdf-loader";

/**
 * One page of the PDF drawn by pdf.js at `scale` (pixels per point), sharp on high-density screens.
 * Kept thin: the fields over it are drawn and tested apart (pdf.js cannot draw in a test's DOM).
 */
export function PdfPageCanvas({
  pdf,
  pageNumber,
  scale,
  onFailed,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  onFailed: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let cancelRender = () => {};
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      const target = canvas.current;
      if (cancelled || target === null) return;
      const density = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * density });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      const task = page.render({ canvas: target, viewport });
      cancelRender = () => task.cancel();
      await task.promise;
    })().catch((error: unknown) => {
      // A render cut short by the next one (a new page, a new size) is not a failure.
      if (!cancelled && !(error instanceof Error && error.name === "RenderingCancelledException")) onFailed();
    });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [pdf, pageNumber, scale, onFailed]);
  return <canvas ref={canvas} />;
}
