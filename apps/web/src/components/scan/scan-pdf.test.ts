import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { jpegHeader, pictureWidths } from "../../testing/scan-pages";
import { assembleScanPdf, pagePixelSize, scanFileName, scanSizeProblem, scanToFile } from "./scan-pdf";

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
