import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { MAX_OBJECT_STREAM_BYTES, objectStreamsExceed } from "./object-streams";
import { makeInflatingPdf, makePdf } from "./test-fixtures";

const megabyte = 1024 * 1024;

describe("a PDF's object streams, decoded", () => {
  it("pass when they hold what an ordinary PDF holds", async () => {
    expect(objectStreamsExceed(await makePdf(30, "Brokerage statement"))).toBe(false);
    expect(objectStreamsExceed(Buffer.from("%PDF-1.7\nnot really\n%%EOF"))).toBe(false);
  });

  it("are caught when they would inflate past the limit, before the library decodes them", async () => {
    const pdf = makeInflatingPdf(2 * megabyte);
    expect(pdf.length).toBeLessThan(20 * 1024);
    expect(objectStreamsExceed(pdf, megabyte)).toBe(true);
    expect(objectStreamsExceed(pdf, 4 * megabyte)).toBe(false);
    // The same file as the library reads it: the object stream is really there to be decoded.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(MAX_OBJECT_STREAM_BYTES).toBe(64 * megabyte);
  });
});
