import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { assembleScanPdf, pagePixelSize, scanFileName, scanSizeProblem, scanToFile } from "./scan-pdf";

/**
 * The smallest bytes pdf-lib takes as a JPEG: start, a baseline frame header giving the size and
 * three colour components, end. pdf-lib embeds JPEGs as they are, reading only that header.
 */
function jpegHeader(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8, // start of image
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08, // baseline frame, 17 bytes, 8 bits a sample
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9, // end of image
  ]);
}

/** The pixel width of the one picture on each page, in page order. */
function pictureWidths(doc: PDFDocument): number[] {
  return doc.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    const [ref] = xObjects?.values() ?? [];
    const picture = ref === undefined ? undefined : doc.context.lookup(ref, PDFStream);
    return picture?.dict.lookup(PDFName.of("Width"), PDFNumber).asNumber() ?? 0;
  });
}

describe("assembleScanPdf", () => {
  it("puts each page's picture on a Letter page of its own, in the order given", async () => {
    const bytes = await assembleScanPdf([jpegHeader(101, 130), jpegHeader(102, 130), jpegHeader(103, 90)]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(pictureWidths(doc)).toEqual([101, 102, 103]);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });
});

describe("the scan's pictures and file", () => {
  it("sizes a page's picture to Letter at 150 dpi, its shape kept", () => {
    expect(pagePixelSize(850, 1100)).toEqual({ width: 1275, height: 1650 });
    expect(pagePixelSize(400, 1600)).toEqual({ width: 413, height: 1650 });
    expect(pagePixelSize(3000, 2000)).toEqual({ width: 1275, height: 850 });
  });

  it("names the file by the day", () => {
    expect(scanFileName(new Date(2026, 2, 2, 23, 59))).toBe("Scanned document, 2026-03-02.pdf");
  });

  it("refuses a scan over the upload limit, naming the limit", async () => {
    expect(scanSizeProblem(25 * 1024 * 1024)).toBeNull();
    expect(scanSizeProblem(30 * 1024 * 1024)).toBe(
      "The scan is 30 MB and uploads can be up to 25 MB. Remove some pages and try again; nothing was uploaded.",
    );
    const made = await scanToFile([jpegHeader(10, 10)], new Date(2026, 0, 5));
    expect("file" in made && made.file.name).toBe("Scanned document, 2026-01-05.pdf");
    expect("file" in made && made.file.type).toBe("application/pdf");
  });
});
