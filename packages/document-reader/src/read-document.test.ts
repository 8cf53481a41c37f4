import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { CorpusTruth } from "../corpus/truth";
import { readDocument } from "./read-document";

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "corpus");
const truth = JSON.parse(readFileSync(path.join(corpus, "truth.json"), "utf8")) as CorpusTruth;
const document = (id: string) => {
  const entry = truth.documents.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no corpus document ${id}`);
  return { entry, bytes: new Uint8Array(readFileSync(path.join(corpus, entry.file))) };
};

describe("readDocument on corpus PDFs with text", () => {
  const ids = [
    "w2-01",
    "w2-02",
    "w2-16",
    "1099int-01",
    "1099div-01",
    "1099r-01",
    "drawn-1099-nec-01",
    "drawn-1098-01",
  ];
  it.each(ids)("%s: its kind and every box, the W-2's drawn ticks too", async (id) => {
    const { entry, bytes } = document(id);
    const reading = await readDocument(bytes, "application/pdf");
    expect(reading).toMatchObject({ status: "read", source: "pdf-text", kind: entry.kind, pages: 1 });
    const read = Object.fromEntries(reading.boxes.map((box) => [box.box, box.value]));
    expect(read).toMatchObject(entry.boxes);
  });

  it("reads a Node Buffer as it reads a plain array of bytes (what a server hands it)", async () => {
    const { entry, bytes } = document("w2-01");
    const reading = await readDocument(Buffer.from(bytes), "application/pdf");
    expect(reading).toMatchObject({ status: "read", kind: entry.kind });
  });

  it("marks ids and account numbers sensitive and gives each value its region", async () => {
    const reading = await readDocument(document("1099int-01").bytes, "application/pdf");
    const sensitive = reading.boxes.filter((box) => box.sensitive).map((box) => box.box);
    expect(sensitive).toEqual(expect.arrayContaining(["payerTin", "recipientTin", "accountNumber"]));
    const box1 = reading.boxes.find((box) => box.box === "box1");
    expect(box1?.sensitive).toBe(false);
    expect(box1?.region.left).toBeGreaterThan(0.4);
    expect(box1?.region.right).toBeLessThan(1);
  });

  it("tells kinds without boxes and documents of no kind", async () => {
    for (const id of [
      "drawn-ssa-1099-06",
      "drawn-k1-1065-04",
      "drawn-irs-notice-08",
      "drawn-other-09",
      "1099s-01",
    ]) {
      const { entry, bytes } = document(id);
      expect((await readDocument(bytes, "application/pdf")).kind).toBe(entry.kind);
    }
  });
});

describe("readDocument on bad input", () => {
  it("refuses what is no document", async () => {
    const text = new TextEncoder().encode("name,amount\nDana,12\n");
    expect(await readDocument(text, "application/pdf")).toMatchObject({
      status: "not-read",
      reason: "not-a-document",
    });
    expect(await readDocument(new Uint8Array(), "application/pdf")).toMatchObject({
      reason: "not-a-document",
    });
    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");
    expect(await readDocument(broken, "application/pdf")).toMatchObject({ status: "not-read" });
  });

  it("refuses an encrypted PDF", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText("Wage and Tax Statement");
    pdf.encrypt({ userPassword: "secret", ownerPassword: "owner" });
    const reading = await readDocument(await pdf.save(), "application/pdf");
    expect(reading).toMatchObject({ status: "not-read", reason: "encrypted" });
  });

  it("reads only the first 10 pages of a long PDF", async () => {
    const pdf = await PDFDocument.create();
    for (let page = 1; page <= 60; page += 1)
      pdf.addPage().drawText(`Page ${page} of a long letter with words on it`);
    const reading = await readDocument(await pdf.save(), "application/pdf");
    expect(reading).toMatchObject({ status: "read", kind: "other", pages: 60 });
  });

  it("holds its limits against a PDF bomb: a huge declared page count and stream", async () => {
    const bomb = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
        "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 100000000 >> endobj\n" +
        "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n" +
        "4 0 obj << /Length 999999999999 /Filter /FlateDecode >> stream\nxx\nendstream endobj\n" +
        "trailer << /Root 1 0 R /Size 5 >>\n%%EOF",
    );
    // The PDF side's own limits (OCR has its own tests of bad pictures and PDFs).
    const reading = await readDocument(bomb, "application/pdf", { timeBudgetMs: 10_000, ocr: null });
    expect(reading.status).toBe("not-read");
  });

  it("refuses a file over the size limit, and an image without OCR is unreadable", async () => {
    expect(await readDocument(new Uint8Array(26 * 1024 * 1024), "application/pdf")).toMatchObject({
      reason: "too-large",
    });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    expect(await readDocument(jpeg, "image/jpeg", { ocr: null })).toMatchObject({
      status: "not-read",
      reason: "unreadable",
    });
  });

  it("hands images to the OCR supplied and gives up past the time budget", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const words = ["Form", "W-2", "Wage", "and", "Tax", "Statement"].map((text, index) => ({
      text,
      left: index * 0.1,
      right: index * 0.1 + 0.08,
      top: 0.5,
      bottom: 0.52,
      confidence: 90,
    }));
    const ocr = async () => ({ pages: [{ number: 1, words, width: 1000, height: 1300 }], pageCount: 1 });
    expect(await readDocument(jpeg, "image/jpeg", { ocr })).toMatchObject({
      status: "read",
      source: "ocr",
      kind: "w2",
    });
    // An iPhone's HEIC is a picture too, told by its "ftyp" brand.
    const heic = new TextEncoder().encode("\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000mif1heic");
    expect(await readDocument(heic, "image/heic", { ocr })).toMatchObject({ status: "read", kind: "w2" });
    const slow = () => new Promise<never>(() => {});
    expect(await readDocument(jpeg, "image/jpeg", { ocr: slow, timeBudgetMs: 50 })).toMatchObject({
      reason: "too-slow",
    });
  });
});
