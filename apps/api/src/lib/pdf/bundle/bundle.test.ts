import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfBundleStream, writePdfBundle } from "./bundle";
import {
  makeEncryptedPdf,
  makeInflatingPdf,
  makeJpeg,
  makePdf,
  makePhoto,
  makePng,
  makeSidewaysJpeg,
  makeTruncatedPdf,
} from "./test-fixtures";
import type { BundlePart, BundleResult } from "./types";

/** A Writable that keeps what it is given, counting the bytes as they arrive. */
class Collector extends Writable {
  chunks: Buffer[] = [];
  received = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk);
    this.received += chunk.length;
    done();
  }
  bytes() {
    return Buffer.concat(this.chunks);
  }
}

const part = (title: string, contentType: string, bytes: () => Promise<Buffer>): BundlePart => ({
  title,
  contentType,
  open: bytes,
});

/** The text drawn on a page, read back from its content stream (pdf-lib draws hex strings). */
async function pageText(pdf: Buffer, pageIndex: number): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const node = doc.getPage(pageIndex).node;
  const contents = node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [node.get(PDFName.of("Contents"))];
  let text = "";
  for (const ref of refs) {
    const stream = doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(stream.contents);
    const decoded = stream.dict.get(PDFName.of("Filter")) ? inflateSync(source) : source;
    for (const match of decoded.toString("latin1").matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      // WinAnsi is Latin-1 but for a few punctuation marks; the en dash is the one drawn here.
      const line = Buffer.from(match[1] ?? "", "hex")
        .toString("latin1")
        .replaceAll("\u0096", "\u2013");
      text += `${line}\n`;
    }
  }
  return text;
}

const hasPoppler = (() => {
  try {
    execFileSync("pdftoppm", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("a bundle of mixed documents", () => {
  let output: Buffer;
  let result: BundleResult;
  let openedBeforeLastPart = 0;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "pdf-bundle-"));
    const out = new Collector();
    const parts: BundlePart[] = [
      part("Bank statement, three pages", "application/pdf", () => makePdf(3, "Statement")),
      part("Locked brokerage statement", "application/pdf", makeEncryptedPdf),
      part("Cut-off W-2 upload", "application/pdf", makeTruncatedPdf),
      {
        title: "Phone photo of a receipt",
        contentType: "image/jpeg",
        // A stream, as the file store will hand it over.
        open: async () => Readable.from([await makeSidewaysJpeg()]),
      },
      part("Screenshot of a 1098", "image/png", () => makePng(300, 150)),
      part("Spreadsheet of expenses", "application/vnd.ms-excel", async () => Buffer.from("a,b\n1,2\n")),
      {
        title: "Last document",
        contentType: "image/jpeg",
        open: async () => {
          openedBeforeLastPart = out.received;
          return makeJpeg(120, 80);
        },
      },
    ];
    result = await writePdfBundle(parts, out, { heading: "Documents for Jane Doe, 2025 return" });
    output = out.bytes();
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("has a contents page, then every included page, and nothing else", async () => {
    const doc = await PDFDocument.load(output);
    expect(result.contentsPageCount).toBe(1);
    expect(doc.getPageCount()).toBe(1 + 3 + 1 + 1 + 1);
    expect(result.pageCount).toBe(doc.getPageCount());
    expect(result.bytesWritten).toBe(output.length);
    expect(result.included).toEqual([
      { title: "Bank statement, three pages", firstPage: 2, lastPage: 4 },
      { title: "Phone photo of a receipt", firstPage: 5, lastPage: 5 },
      { title: "Screenshot of a 1098", firstPage: 6, lastPage: 6 },
      { title: "Last document", firstPage: 7, lastPage: 7 },
    ]);
    expect(await pageText(output, 1)).toContain("Statement, page 1 of 3");
    expect(await pageText(output, 3)).toContain("Statement, page 3 of 3");
  });

  it("names what was left out and why", () => {
    expect(result.skipped.map((entry) => entry.title)).toEqual([
      "Locked brokerage statement",
      "Cut-off W-2 upload",
      "Spreadsheet of expenses",
    ]);
    expect(result.skipped[0]?.reason).toMatch(/password-protected/);
    expect(result.skipped[1]?.reason).toMatch(/damaged/);
    expect(result.skipped[2]?.reason).toMatch(/application\/vnd\.ms-excel/);
  });

  it("lists the contents and the reasons on the first page", async () => {
    const text = await pageText(output, 0);
    for (const expected of [
      "Documents for Jane Doe, 2025 return",
      "Bank statement, three pages",
      "pages 2\u20134",
      "Phone photo of a receipt",
      "page 5",
      "Not included",
      "Locked brokerage statement",
      "The PDF is password-protected (encrypted), so its pages cannot be copied.",
      "Cut-off W-2 upload",
      "The PDF is damaged: the file is incomplete (cut off).",
      "Spreadsheet of expenses",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("turns the sideways phone photo upright", async () => {
    const doc = await PDFDocument.load(output);
    const { width, height } = doc.getPage(4).getSize();
    expect(height).toBeGreaterThan(width);
    const wide = doc.getPage(5).getSize();
    expect(wide.width).toBeGreaterThan(wide.height);
  });

  it.skipIf(!hasPoppler)("renders the photo red on top and blue below, as it was taken", async () => {
    const file = path.join(workDir, "bundle.pdf");
    writeFileSync(file, output);
    execFileSync("pdftoppm", ["-f", "5", "-l", "5", "-r", "30", "-png", file, path.join(workDir, "photo")]);
    const rendered = execFileSync("sh", ["-c", `ls ${workDir}/photo*.png`])
      .toString()
      .trim();
    const { data, info } = await sharp(rendered).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * 3;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const [r1, , b1] = pixel(info.width / 2, info.height * 0.3);
    const [r2, , b2] = pixel(info.width / 2, info.height * 0.7);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it.skipIf(!hasPoppler)("is a file a PDF reader accepts", () => {
    const file = path.join(workDir, "bundle.pdf");
    writeFileSync(file, output);
    const text = execFileSync("pdftotext", ["-l", "1", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Locked brokerage statement");
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+7/);
    expect(info).toMatch(/Title:\s+Documents for Jane Doe, 2025 return/);
  });

  it("streams: earlier parts were written out before the last one was opened", () => {
    // The photo's image (the first JPEG) had left memory; the last part's JPEG came after.
    const photo = output.indexOf("/DCTDecode");
    const last = output.lastIndexOf("/DCTDecode");
    expect(photo).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(photo);
    expect(openedBeforeLastPart).toBeGreaterThan(photo);
    expect(openedBeforeLastPart).toBeLessThan(last);
  });
});

describe("bundles with many or awkward parts", () => {
  it("continues the contents over further pages and counts them", async () => {
    const onePage = await makePdf(1, "Receipt");
    const parts = Array.from({ length: 90 }, (_, index) =>
      part(
        `Receipt ${index + 1}: ${"a rather long description of the purchase ".repeat(2)}`,
        "application/pdf",
        async () => onePage,
      ),
    );
    const out = new Collector();
    const result = await writePdfBundle(parts, out);
    const doc = await PDFDocument.load(out.bytes());
    expect(result.contentsPageCount).toBeGreaterThan(1);
    expect(doc.getPageCount()).toBe(result.contentsPageCount + 90);
    expect(result.included[0]?.firstPage).toBe(result.contentsPageCount + 1);
    expect(await pageText(out.bytes(), 1)).toContain("Documents (continued)");
    expect(await pageText(out.bytes(), result.contentsPageCount)).toContain("Receipt, page 1 of 1");
  });

  it("names a part whose file cannot be read, and one that is too large", async () => {
    const out = new Collector();
    const result = await writePdfBundle(
      [
        {
          title: "Missing file",
          contentType: "application/pdf",
          open: () => Promise.reject(new Error("gone")),
        },
        part("Huge scan", "application/pdf", () => makePdf(2, "Huge")),
      ],
      out,
      { maxPartBytes: 200 },
    );
    expect(result.pageCount).toBe(1);
    expect(result.skipped).toEqual([
      { title: "Missing file", reason: "The file could not be read from storage." },
      { title: "Huge scan", reason: expect.stringMatching(/^The file is larger than/) },
    ]);
    const text = await pageText(out.bytes(), 0);
    expect(text).toContain("None of the chosen documents could be included.");
  });

  it("leaves out a small PDF that would inflate to gigabytes when opened, and keeps the rest", async () => {
    const out = new Collector();
    const result = await writePdfBundle(
      [
        part("Statement", "application/pdf", async () => makeInflatingPdf(80 * 1024 * 1024)),
        part("W-2", "application/pdf", () => makePdf(1, "W-2")),
      ],
      out,
    );
    expect(result.skipped).toEqual([
      { title: "Statement", reason: expect.stringMatching(/^The PDF expands to more than 64 MB/) },
    ]);
    expect(result.included.map((included) => included.title)).toEqual(["W-2"]);
  });

  it("stops with an error, rather than waiting, when the reader goes away", async () => {
    let opened = 0;
    const parts = Array.from({ length: 5 }, (_, index) => ({
      title: `Photo ${index}`,
      contentType: "image/jpeg",
      open: async () => {
        opened += 1;
        return makePhoto(600, 400);
      },
    }));
    const out = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        setImmediate(() => out.destroy(new Error("client went away")));
        done();
      },
    });
    await expect(writePdfBundle(parts, out)).rejects.toThrow("client went away");
    expect(opened).toBeLessThan(5);
  });

  it("takes WebP and AVIF images, and names a HEIC image it cannot decode", async () => {
    const webp = await sharp(await makeSidewaysJpeg())
      .withMetadata({ orientation: 6 })
      .webp()
      .toBuffer();
    const avif = await sharp(await makePng(80, 60))
      .avif()
      .toBuffer();
    // The header of an iPhone photo; the HEVC decoder is not part of sharp's prebuilt libvips.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\u0000\u0000\u0000\u0000mif1heic", "latin1"),
      Buffer.alloc(64, 7),
    ]);
    const out = new Collector();
    const result = await writePdfBundle(
      [
        part("WebP receipt", "image/webp", async () => webp),
        part("AVIF receipt", "image/avif", async () => avif),
        part("iPhone photo", "image/heic", async () => heic),
      ],
      out,
    );
    expect(result.included.map((entry) => entry.title)).toEqual(["WebP receipt", "AVIF receipt"]);
    expect(result.skipped).toEqual([{ title: "iPhone photo", reason: expect.stringMatching(/HEIC/) }]);
    const doc = await PDFDocument.load(out.bytes());
    expect(doc.getPageCount()).toBe(3);
    // The WebP kept the JPEG's EXIF orientation, so it too comes out upright (taller than wide).
    const { width, height } = doc.getPage(1).getSize();
    expect(height).toBeGreaterThan(width);
  });

  it("gives the bundle as a readable stream for a reply", async () => {
    const { stream, result } = createPdfBundleStream([
      part("Statement", "application/pdf", () => makePdf(2, "S")),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const summary = await result;
    const doc = await PDFDocument.load(Buffer.concat(chunks));
    expect(doc.getPageCount()).toBe(3);
    expect(summary.included).toEqual([{ title: "Statement", firstPage: 2, lastPage: 3 }]);
  });

  it("draws titles the font cannot encode with stand-ins", async () => {
    const out = new Collector();
    const result = await writePdfBundle([part("收据 receipt", "image/png", () => makePng(50, 50))], out);
    expect(result.included[0]?.title).toBe("收据 receipt");
    expect(await pageText(out.bytes(), 0)).toContain("?? receipt");
  });
});
