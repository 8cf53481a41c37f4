import { PDFDocument } from "@cantoo/pdf-lib";
import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  downloadPdf,
  professionalDocuments,
  requestDocument,
  reviewDocument,
  taxpayerDocuments,
  uploadRequested,
} from "../../../test/documents";
import { startedBusinessJob, startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { makePdf } from "../../lib/pdf/bundle/test-fixtures";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" });

describe("a business job's documents", async () => {
  const { expert, taxpayer, quoteId } = await startedBusinessJob(app);
  const other = await startedJob(app);
  const saved = await saveAnswers(app, taxpayer, [
    {
      quoteId,
      question: "bankReconcilation_BankStatementsFile",
      answerTypeId: 6,
      categoryId: 8,
      isFile: true,
      files: [
        [await makePdf(2, "Checking"), "checking-december.pdf"],
        [await makePdf(1, "Card"), "card-december.pdf"],
      ],
    },
  ]);

  it("lists the business organizer's files by their kind, to both sides", async () => {
    expect(saved.statusCode, saved.body).toBe(200);
    for (const read of [
      professionalDocuments(app, expert, quoteId),
      taxpayerDocuments(app, taxpayer, quoteId),
    ]) {
      const { status, body } = await read;
      expect(status).toBe(200);
      expect(
        body.map((document) => [document.source, document.title, document.file?.name, document.owner]),
      ).toEqual([
        ["organizer", "Bank statements", "checking-december.pdf", "taxpayer"],
        ["organizer", "Bank statements", "card-december.pdf", "taxpayer"],
      ]);
      for (const document of body) expect(document.statusId).toBe(DocumentStatusId.provided);
    }
  });

  it("takes a request, its upload and its acceptance, and bundles the chosen three in one PDF", async () => {
    const asked = await requestDocument(app, expert, {
      quoteId,
      title: "Year-end balance sheet",
      note: "Signed",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<JobDocument>();
    const given = await uploadRequested(app, taxpayer, quoteId, request.id, [
      await makePdf(1, "Balance sheet"),
      "balance-sheet.pdf",
    ]);
    expect(given.statusCode, given.body).toBe(200);
    const accepted = await reviewDocument(app, expert, {
      quoteId,
      documentId: request.id,
      statusId: DocumentStatusId.accepted,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const { body } = await professionalDocuments(app, expert, quoteId);
    expect(body).toHaveLength(3);
    expect(body.find((document) => document.id === request.id)?.statusId).toBe(DocumentStatusId.accepted);
    const bundle = await downloadPdf(
      app,
      expert,
      `quoteId=${quoteId}&documentIds=${body.map((d) => d.id).join(",")}`,
    );
    expect(bundle.statusCode, bundle.body).toBe(200);
    const doc = await PDFDocument.load(bundle.rawPayload);
    // A contents page, then each document's pages: 2 + 1 + 1.
    expect(doc.getPageCount()).toBe(5);
  });

  it("keeps the job's documents from another job's people", async () => {
    expect((await professionalDocuments(app, other.expert, quoteId)).status).toBe(404);
    expect((await taxpayerDocuments(app, other.taxpayer, quoteId)).status).toBe(404);
    const { body } = await professionalDocuments(app, expert, quoteId);
    const theirs = await downloadPdf(app, other.expert, `quoteId=${quoteId}&documentIds=${body[0]?.id}`);
    expect(theirs.statusCode).toBe(404);
  });
});
