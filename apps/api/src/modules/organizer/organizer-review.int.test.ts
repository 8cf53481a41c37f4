import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { OrganizerAnswer, OrganizerReviewOpened } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, type TestUser } from "../../../test/factories";
import { createExpert, startedBusinessJob, startedJob } from "../../../test/marketplace";
import { answerOf, professionalAnswers, saveAnswers, textAnswerOf } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date());
const { app } = await createTestApp(
  { AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" },
  { clock },
);
const workDir = mkdtempSync(path.join(tmpdir(), "organizer-review-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function openReview(server: FastifyInstance, user: TestUser | null, quoteId: number | string) {
  return server.inject({
    method: "POST",
    url: "/api/Accountant/OpenOrganizerReview",
    headers: user ? bearer(user) : {},
    payload: { quoteId },
  });
}

function answersPdf(server: FastifyInstance, user: TestUser | null, query: string) {
  return server.inject({
    method: "GET",
    url: `/api/Accountant/DownloadOrganizerAnswersPdf?${query}`,
    headers: user ? bearer(user) : {},
  });
}

/** Every page's text, as pdftotext reads it. */
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(workDir, name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const ssn = "123-45-6789";

describe("the professional's review of an individual organizer", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const strangerExpert = await createExpert(app);
  const answer = textAnswerOf(quoteId);
  const saved = await saveAnswers(app, taxpayer, [
    answer("taxPayerFirstName", "Dana", { categoryId: 26 }),
    answer("taxPayerSocialSecurityNo", ssn, { categoryId: 26 }),
    // A key only the business organizer asks, and one no organizer knows (a newer client's).
    answer("expenses_Advertising", "1,250", { categoryId: 9 }),
    answer("someNewClientQuestion_Amount2", "77", { categoryId: 7 }),
    {
      quoteId,
      question: "taxPayer_W2FormFile",
      answerTypeId: 6,
      categoryId: 19,
      isFile: true,
      files: [[smallPdf(), "w2-acme.pdf"]],
    },
  ]);

  it("stores the answers and tells the professional when each was last saved", async () => {
    expect(saved.statusCode, saved.body).toBe(200);
    const { status, body } = await professionalAnswers(app, expert, `quoteId=${quoteId}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    for (const row of body) expect(row.updatedAt).toBe(clock.now().toISOString());
  });

  it("records each opening per professional and job, and answers the one before it", async () => {
    const first = await openReview(app, expert, quoteId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OrganizerReviewOpened>()).toEqual({ lastViewedAt: null });
    const openedAt = clock.now().toISOString();

    clock.advance(60_000);
    const changed = await saveAnswers(app, taxpayer, [
      answer("taxPayerFirstName", "Danielle", { categoryId: 26 }),
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    clock.advance(60_000);

    const second = await openReview(app, expert, quoteId);
    expect(second.json<OrganizerReviewOpened>()).toEqual({ lastViewedAt: openedAt });
    const { body } = await professionalAnswers(app, expert, `quoteId=${quoteId}`);
    const changedSince = (row: OrganizerAnswer) => (row.updatedAt ?? "") > openedAt;
    expect(body.filter(changedSince).map((row) => row.question)).toEqual(["taxPayerFirstName"]);

    // The next opening compares with the second one; another job's record is its own.
    const third = await openReview(app, expert, quoteId);
    expect(third.json<OrganizerReviewOpened>().lastViewedAt).toBe(clock.now().toISOString());
    const otherJob = await openReview(app, other.expert, other.quoteId);
    expect(otherJob.json<OrganizerReviewOpened>()).toEqual({ lastViewedAt: null });
  });

  it("lets only the job's professional open its review", async () => {
    expect((await openReview(app, strangerExpert, quoteId)).statusCode).toBe(404);
    expect((await openReview(app, other.expert, quoteId)).statusCode).toBe(404);
    expect((await openReview(app, taxpayer, quoteId)).statusCode).toBe(403);
    expect((await openReview(app, null, quoteId)).statusCode).toBe(401);
    expect((await openReview(app, expert, "abc")).statusCode).toBe(400);
    expect((await openReview(app, expert, 999_999)).statusCode).toBe(404);
  });

  it("exports the answers as a PDF by section, with their labels, files named and sensitive numbers masked", async () => {
    const response = await answersPdf(app, expert, `quoteId=${quoteId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`tax-preparation-${quoteId}-organizer.pdf`);
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(response.rawPayload, "individual.pdf");
    expect(text).toContain("Individual organizer answers");
    expect(text).toContain("Taxpayer information");
    expect(text).toContain("First name");
    expect(text).toContain("Danielle");
    expect(text).toContain("Social security number or ITIN");
    expect(text).toContain("***-**-6789");
    expect(text).not.toContain(ssn);
    expect(text).toContain("Upload your W-2 forms");
    expect(text).toContain("File: w2-acme.pdf");
    // Labelled from the business organizer, and in words for a key no organizer knows.
    expect(text).toContain("Advertising");
    expect(text).toContain("1,250");
    expect(text).toContain("Some new client question amount 2");
  });

  it("exports one person's answers with the review's filter", async () => {
    const spouse = await answersPdf(app, expert, `quoteId=${quoteId}&forSpouse=true&filter=1`);
    expect(spouse.statusCode, spouse.body).toBe(200);
    const text = pdfText(spouse.rawPayload, "spouse.pdf");
    expect(text).toContain("Answers of the spouse");
    expect(text).toContain("No answers match.");
    expect(text).not.toContain("Danielle");
  });

  it("refuses the export to anyone but the job's professional, and bad input with a 400", async () => {
    expect((await answersPdf(app, taxpayer, `quoteId=${quoteId}`)).statusCode).toBe(403);
    expect((await answersPdf(app, strangerExpert, `quoteId=${quoteId}`)).statusCode).toBe(404);
    expect((await answersPdf(app, other.expert, `quoteId=${quoteId}`)).statusCode).toBe(404);
    expect((await answersPdf(app, null, `quoteId=${quoteId}`)).statusCode).toBe(401);
    expect((await answersPdf(app, expert, "quoteId=abc")).statusCode).toBe(400);
    expect((await answersPdf(app, expert, `quoteId=${quoteId}&filter=9`)).statusCode).toBe(400);
  });
});

describe("the professional's review of a business organizer", async () => {
  const { expert, taxpayer, quoteId } = await startedBusinessJob(app);
  const saved = await saveAnswers(app, taxpayer, [
    {
      quoteId,
      question: "expenses_Advertising",
      answerTypeId: 2,
      categoryId: 9,
      answer: "900",
      isFile: true,
    },
    { quoteId, question: "taxPayerFirstName", answerTypeId: 2, categoryId: 26, answer: "Lee" },
  ]);
  const savedAt = clock.now().toISOString();

  it("exports it under the business organizer's labels; an individual key keeps its own label", async () => {
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await answersPdf(app, expert, `quoteId=${quoteId}`);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload, "business.pdf");
    expect(text).toContain("Business organizer answers");
    expect(text).toContain("Advertising");
    expect(text).toContain("900");
    expect(text).toContain("First name");
    const { body } = await professionalAnswers(app, expert, `quoteId=${quoteId}`);
    expect(answerOf(body, "expenses_Advertising")?.updatedAt).toBe(savedAt);
  });
});
