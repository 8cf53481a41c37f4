import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { encryptedPdf, generatedPdf } from "../../../test/signed-pdfs";
import { AppError } from "../../lib/app-error";
import { fieldFits, readablePdf } from "./pdf-checks";

const w2Path = path.join(import.meta.dirname, "../../../test/fixtures/irs-forms/w2.pdf");
const megabyte = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readablePdf", () => {
  it("loads the W-2 and a generated document", async () => {
    const w2 = await readablePdf(await readFile(w2Path), 25 * megabyte);
    expect(w2.getPageCount()).toBeGreaterThan(0);
    expect((await readablePdf(await generatedPdf(10), 25 * megabyte)).getPageCount()).toBe(10);
  });

  it("refuses a file that is not a PDF", async () => {
    const error = await refusal(
      readablePdf(Buffer.from("PK\u0003\u0004 a zip archive, not a PDF"), megabyte),
    );
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/not a PDF/);
  });

  it("refuses a damaged PDF", async () => {
    const error = await refusal(readablePdf(Buffer.from("%PDF-1.7\n1 0 obj <<garbage"), megabyte));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/damaged/);
  });

  it("refuses a password-protected PDF", async () => {
    const error = await refusal(readablePdf(await encryptedPdf(), megabyte));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/password protected/);
  });

  it("refuses a PDF over the size limit, saying both sizes", async () => {
    const bytes = await generatedPdf(10);
    const error = await refusal(readablePdf(bytes, bytes.byteLength - 1));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/at most .* MB/);
    await expect(readablePdf(bytes, bytes.byteLength)).resolves.toBeDefined();
  });

  it("refuses a PDF without pages", async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    const error = await refusal(readablePdf(empty, megabyte));
    expect(error.message).toMatch(/no pages/);
  });
});

describe("fieldFits", () => {
  const pages = async () => (await PDFDocument.load(await generatedPdf(2))).getPages();
  const field = { page: 1, x: 400, y: 72, width: 150, height: 40 };

  it("answers the page of a field inside it, edges included", async () => {
    const all = await pages();
    expect(fieldFits(field, all)).toBe(all[1]);
    expect(fieldFits({ page: 0, x: 0, y: 0, width: 612, height: 792 }, all)).toBe(all[0]);
  });

  it("refuses a field on a page the document does not have", async () => {
    const all = await pages();
    for (const page of [2, -1, 0.5]) {
      const error = await refusal(Promise.resolve().then(() => fieldFits({ ...field, page }, all)));
      expect(error.statusCode).toBe(400);
    }
    expect(() => fieldFits({ ...field, page: 2 }, all)).toThrow(
      "placed on page 3, but the document has 2 pages",
    );
  });

  it("refuses a field reaching outside the page or without size", async () => {
    const all = await pages();
    expect(() => fieldFits({ ...field, x: 500 }, all)).toThrow(/outside the page/);
    expect(() => fieldFits({ ...field, y: -1 }, all)).toThrow(/outside the page/);
    expect(() => fieldFits({ ...field, y: 760 }, all)).toThrow(/outside the page/);
    expect(() => fieldFits({ ...field, x: Number.NaN }, all)).toThrow(/outside the page/);
    expect(() => fieldFits({ ...field, width: 0 }, all)).toThrow(/no size/);
  });
});
