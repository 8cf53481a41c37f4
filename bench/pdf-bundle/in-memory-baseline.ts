// The plain way to make the same bundle, for comparison: every part copied into one document held
// in memory, then the library's save(), which returns the whole file as one more buffer. The parts
// are opened one at a time and placed exactly as writePdfBundle places them; there is no contents page.
import type { Readable } from "node:stream";
import { PDFDocument } from "@cantoo/pdf-lib";
import { appendImage, appendPdf } from "../../apps/api/src/lib/pdf/bundle/append";
import { sniffKind } from "../../apps/api/src/lib/pdf/bundle/sniff";
import type { BundlePart } from "../../apps/api/src/lib/pdf/bundle/types";

export async function buildInMemory(
  parts: BundlePart[],
  read: (source: Readable | Buffer) => Promise<Buffer>,
): Promise<{ pdf: Uint8Array; pages: number; skipped: number }> {
  const doc = await PDFDocument.create();
  let skipped = 0;
  for (const part of parts) {
    const bytes = await read(await part.open());
    const kind = sniffKind(bytes);
    const outcome =
      kind === "pdf"
        ? await appendPdf(doc, bytes)
        : kind === "unknown"
          ? { reason: "unsupported" }
          : await appendImage(doc, bytes, kind);
    if ("reason" in outcome) skipped += 1;
  }
  return { pdf: await doc.save(), pages: doc.getPageCount(), skipped };
}
