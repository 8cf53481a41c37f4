import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { ExpertTaxPreparation, JobDocument } from "@taxlane/contract";
import { afterAll, describe, expect, it } from "vitest";
import {
  downloadPdf,
  professionalDocuments,
  requestDocument,
  uploadRequested,
} from "../../../test/documents";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { makePdf, makeSidewaysJpeg, makeTruncatedPdf } from "../../lib/pdf/bundle/test-fixtures";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "1048576" });
const workDir = mkdtempSync(path.join(tmpdir(), "documents-bundle-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The text of a PDF's first page, as pdftotext reads it. */
function firstPageText(bytes: Buffer, name: string): string {
  const file = path.join(workDir, name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-l", "1", file, "-"], { encoding: "utf8" });
}

describe("the documents as one PDF", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const strangerExpert = await createExpert(app);

  const saved = await saveAnswers(app, taxpayer, [
    {
      quoteId,
      question: "taxPayer_W2FormFile",
      answerTypeId: 6,
      categoryId: 19,
      isFile: true,
      files: [
        [await makePdf(3, "W-2 Acme"), "w2-acme.pdf"],
        [await makeSidewaysJpeg(), "w2-photo.jpg"],
      ],
    },
  ]);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const request = (
    await requestDocument(app, expert, { quoteId, title: "Brokerage statement" })
  ).json<JobDocument>();
  const given = await uploadRequested(app, taxpayer, quoteId, request.id, [
    await makePdf(2, "Brokerage"),
    "brokerage.pdf",
  ]);
  if (given.statusCode !== 200) throw new Error(given.body);
  const damagedRequest = (
    await requestDocument(app, expert, { quoteId, title: "Prior year return" })
  ).json<JobDocument>();
  const damaged = await uploadRequested(app, taxpayer, quoteId, damagedRequest.id, [
    await makeTruncatedPdf(),
    "prior-return.pdf",
  ]);
  if (damaged.statusCode !== 200) throw new Error(damaged.body);
  const pending = (
    await requestDocument(app, expert, { quoteId, title: "Driver's license" })
  ).json<JobDocument>();
  const documents = (await professionalDocuments(app, expert, quoteId)).body;
  const [w2, photo] = documents;

  it("bundles every provided document when none is named, with a contents page", async () => {
    const response = await downloadPdf(app, expert, `quoteId=${quoteId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="tax-preparation-${quoteId}-documents.pdf"`),
    );
    const doc = await PDFDocument.load(response.rawPayload);
    // 3 (W-2) + 1 (photo) + 2 (brokerage) + the contents page; the damaged PDF adds none.
    expect(doc.getPageCount()).toBe(3 + 1 + 2 + 1);
    // The photo, stored sideways, comes out upright.
    const { width, height } = doc.getPage(4).getSize();
    expect(height).toBeGreaterThan(width);
    const contents = firstPageText(response.rawPayload, "all.pdf");
    expect(contents).toContain("brokerage.pdf");
    // The damaged PDF is listed as left out, with why.
    const skipped = contents.slice(contents.indexOf("Not included"));
    expect(contents).toContain("Not included");
    expect(skipped).toContain("Prior year return — prior-return.pdf");
    expect(skipped).toMatch(/damaged/);
  });

  it("names the client and the tax year on its cover", async () => {
    const response = await downloadPdf(app, expert, `quoteId=${quoteId}`);
    expect(response.statusCode, response.body).toBe(200);
    const jobs = await getAs<ExpertTaxPreparation[]>(app, expert, "Accountant/GetAccountantTaxPreparations");
    const job = jobs.body.find((entry) => entry.quoteId === quoteId);
    expect(job?.taxpayerFirstName).toBe("Test");
    const cover = firstPageText(response.rawPayload, "cover.pdf").replace(/\s+/g, " ");
    expect(cover).toContain(
      `Documents of Test Person, ${job?.taxPreparationYear} tax return (tax preparation ${quoteId})`,
    );
  });

  it("bundles the named documents only, in the order named", async () => {
    const response = await downloadPdf(app, expert, `quoteId=${quoteId}&documentIds=${request.id},${w2?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getPageCount()).toBe(2 + 3 + 1);
    const text = firstPageText(response.rawPayload, "named.pdf");
    expect(text.indexOf("Brokerage statement")).toBeLessThan(text.indexOf("w2-acme.pdf"));
    expect(text).not.toContain("w2-photo.jpg");
    expect(photo?.id).toMatch(/^o\d+$/);
  });

  it("refuses documents that are not the job's, not there or not given, and callers not party to it", async () => {
    const theirs = (
      await requestDocument(app, other.expert, { quoteId: other.quoteId, title: "Theirs" })
    ).json<JobDocument>();
    const cases: [string, number, RegExp][] = [
      [`quoteId=${quoteId}&documentIds=r999999,o999999`, 404, /None of these documents/],
      [`quoteId=${quoteId}&documentIds=${request.id},${theirs.id}`, 404, new RegExp(theirs.id)],
      [`quoteId=${quoteId}&documentIds=${pending.id}`, 409, /Driver's license/],
      [`quoteId=${quoteId}&documentIds=x1`, 400, /./],
    ];
    for (const [query, status, message] of cases) {
      const response = await downloadPdf(app, expert, query);
      expect(response.statusCode, query).toBe(status);
      expect(response.json<{ errorMessage: string }>().errorMessage).toMatch(message);
    }
    for (const user of [other.expert, strangerExpert]) {
      expect((await downloadPdf(app, user, `quoteId=${quoteId}`)).statusCode).toBe(404);
    }
    expect((await downloadPdf(app, taxpayer, `quoteId=${quoteId}`)).statusCode).toBe(403);
    const empty = await downloadPdf(app, other.expert, `quoteId=${other.quoteId}`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json<{ errorMessage: string }>().errorMessage).toMatch(/no documents/);
  });
});
