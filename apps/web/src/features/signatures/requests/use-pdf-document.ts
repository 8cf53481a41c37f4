import type { FileRefDto } from "@taxlane/contract";
import { useEffect, useState } from "react";
import { fetchGuardedFile } from "../../../lib/download-file";
import type { PDFDocumentProxy } from "../../../lib/pdf-loader";

export type PdfLoad =
  | { state: "loading" }
  | { state: "ready"; pdf: PDFDocumentProxy }
  /** The file could not be fetched or drawn: fields can still be placed from the list. */
  | { state: "failed" };

/**
 * The draft's original PDF opened for drawing: fetched with the session (a guarded file), then
 * opened by pdf.js. The document is closed when the page no longer shows it.
 */
export function usePdfDocument(file: Pick<FileRefDto, "url"> | null): PdfLoad {
  const [load, setLoad] = useState<PdfLoad>({ state: "loading" });
  const url = file?.url ?? null;
  useEffect(() => {
    if (url === null) {
      setLoad({ state: "failed" });
      return;
    }
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    setLoad({ state: "loading" });
    (async () => {
      const blob = await fetchGuardedFile({ url });
      const [{ openPdf }, bytes] = await Promise.all([import("../../../lib/pdf-loader"), blob.arrayBuffer()]);
      const pdf = await openPdf(bytes);
      if (cancelled) {
        void pdf.destroy();
        return;
      }
      opened = pdf;
      setLoad({ state: "ready", pdf });
    })().catch(() => {
      if (!cancelled) setLoad({ state: "failed" });
    });
    return () => {
      cancelled = true;
      if (opened !== null) void opened.destroy();
    };
  }, [url]);
  return load;
}
