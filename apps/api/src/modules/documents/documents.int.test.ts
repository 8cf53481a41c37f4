import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  professionalDocuments,
  requestDocument,
  reviewDocument,
  taxpayerDocuments,
  uploadRequested,
} from "../../../test/documents";
import { bearer } from "../../../test/factories";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { organizerFileReviews, requestedDocuments } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" });
const { db } = app.services;

const requestsOf = (quoteId: number) =>
  db.select().from(requestedDocuments).where(eq(requestedDocuments.quoteId, quoteId));
const reviewsOf = (quoteId: number) =>
  db.select().from(organizerFileReviews).where(eq(organizerFileReviews.quoteId, quoteId));
const byId = (list: readonly JobDocument[], id: string) => list.find((document) => document.id === id);

describe("a job's documents", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const strangerExpert = await createExpert(app);

  it("is an empty list before anything is given or asked", async () => {
    for (const read of [
      taxpayerDocuments(app, taxpayer, quoteId),
      professionalDocuments(app, expert, quoteId),
    ]) {
      const { status, body } = await read;
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
  });

  it("lists the organizer's files by their kind and owner, to both sides", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      {
        quoteId,
        question: "taxPayer_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [
          [smallPdf(), "w2-acme.pdf"],
          [smallPdf(), "w2-globex.pdf"],
        ],
      },
      {
        quoteId,
        question: "spouse_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        forSpouse: true,
        isFile: true,
        files: [[smallPdf(), "w2-spouse.pdf"]],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await taxpayerDocuments(app, taxpayer, quoteId);
    const theirs = await professionalDocuments(app, expert, quoteId);
    expect(mine.status).toBe(200);
    expect(theirs.body).toEqual(mine.body);
    expect(mine.body).toHaveLength(3);
    expect(mine.body.map((document) => [document.title, document.owner, document.file?.name])).toEqual([
      ["W-2", "taxpayer", "w2-acme.pdf"],
      ["W-2", "taxpayer", "w2-globex.pdf"],
      ["W-2", "spouse", "w2-spouse.pdf"],
    ]);
    expect(mine.body[0]).toMatchObject({
      id: `o${mine.body[0]?.fileId}`,
      source: "organizer",
      question: "taxPayer_W2FormFile",
      statusId: DocumentStatusId.provided,
      dateProvided: expect.any(String),
      note: null,
    });
  });

  it("runs a request through upload, a replacement and acceptance, telling the taxpayer", async () => {
    const asked = await requestDocument(app, expert, {
      quoteId,
      title: "Form 1098-T",
      note: "From your university",
      forSpouse: true,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<JobDocument>();
    expect(request).toMatchObject({
      source: "request",
      title: "Form 1098-T",
      note: "From your university",
      owner: "spouse",
      statusId: DocumentStatusId.requested,
      file: null,
      dateProvided: null,
    });
    const notices = await getAs<{ title: string; link: string }[]>(
      app,
      taxpayer,
      "User/GetUserNotifications",
    );
    expect(notices.body[0]).toMatchObject({
      title: "Your tax professional asked for a document",
      link: `user/tax_preparation/${quoteId}`,
    });
    const listed = await taxpayerDocuments(app, taxpayer, quoteId);
    expect(byId(listed.body, request.id)?.statusId).toBe(DocumentStatusId.requested);

    const given = await uploadRequested(app, taxpayer, quoteId, request.id, [smallPdf(), "1098-t.pdf"]);
    expect(given.statusCode, given.body).toBe(200);
    const provided = given.json<JobDocument>();
    expect(provided).toMatchObject({ statusId: DocumentStatusId.provided, file: { name: "1098-t.pdf" } });
    // The professional is told, with a link to the job's documents page.
    const expertNotices = await getAs<{ title: string; link: string }[]>(
      app,
      expert,
      "User/GetUserNotifications",
    );
    expect(expertNotices.body[0]).toMatchObject({
      title: "A requested document was provided",
      link: `expert/tax_preparation/${quoteId}/documents`,
    });
    const download = await app.inject({
      method: "GET",
      url: provided.file?.url ?? "",
      headers: bearer(expert),
    });
    expect(download.statusCode).toBe(200);
    const stranger = await app.inject({
      method: "GET",
      url: provided.file?.url ?? "",
      headers: bearer(other.taxpayer),
    });
    expect(stranger.statusCode).toBe(404);
    // Given once, it is not given again until the professional sends it back.
    expect(
      (await uploadRequested(app, taxpayer, quoteId, request.id, [smallPdf(), "again.pdf"])).statusCode,
    ).toBe(409);

    const noNote = await reviewDocument(app, expert, {
      quoteId,
      documentId: request.id,
      statusId: DocumentStatusId.needsReplacement,
    });
    expect(noNote.statusCode).toBe(400);
    const sentBack = await reviewDocument(app, expert, {
      quoteId,
      documentId: request.id,
      statusId: DocumentStatusId.needsReplacement,
      note: "The second page is missing",
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const stillAsked = byId((await taxpayerDocuments(app, taxpayer, quoteId)).body, request.id);
    expect(stillAsked).toMatchObject({
      statusId: DocumentStatusId.needsReplacement,
      reviewNote: "The second page is missing",
    });
    const told = await getAs<{ title: string }[]>(app, taxpayer, "User/GetUserNotifications");
    expect(told.body[0]?.title).toBe("A document needs replacing");

    const again = await uploadRequested(app, taxpayer, quoteId, request.id, [smallPdf(), "1098-t-full.pdf"]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<JobDocument>().file?.name).toBe("1098-t-full.pdf");
    // The replaced file is gone.
    const old = await app.inject({ method: "GET", url: provided.file?.url ?? "", headers: bearer(expert) });
    expect(old.statusCode).toBe(404);

    const accepted = await reviewDocument(app, expert, {
      quoteId,
      documentId: request.id,
      statusId: DocumentStatusId.accepted,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<JobDocument>()).toMatchObject({
      statusId: DocumentStatusId.accepted,
      reviewNote: null,
    });
    const seen = byId((await taxpayerDocuments(app, taxpayer, quoteId)).body, request.id);
    expect(seen?.statusId).toBe(DocumentStatusId.accepted);
  });

  it("records the professional's review of organizer files, which the taxpayer sees", async () => {
    const [acme, globex] = (await professionalDocuments(app, expert, quoteId)).body;
    const sentBack = await reviewDocument(app, expert, {
      quoteId,
      documentId: acme?.id ?? "",
      statusId: DocumentStatusId.needsReplacement,
      note: "This is last year's W-2",
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json<JobDocument>()).toMatchObject({
      id: acme?.id,
      statusId: DocumentStatusId.needsReplacement,
      reviewNote: "This is last year's W-2",
    });
    const accepted = await reviewDocument(app, expert, {
      quoteId,
      documentId: globex?.id ?? "",
      statusId: DocumentStatusId.accepted,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = (await taxpayerDocuments(app, taxpayer, quoteId)).body;
    expect(byId(mine, acme?.id ?? "")).toMatchObject({
      statusId: DocumentStatusId.needsReplacement,
      reviewNote: "This is last year's W-2",
    });
    expect(byId(mine, globex?.id ?? "")).toMatchObject({
      statusId: DocumentStatusId.accepted,
      reviewNote: null,
    });
    const told = await getAs<{ title: string; description: string }[]>(
      app,
      taxpayer,
      "User/GetUserNotifications",
    );
    expect(told.body[0]).toMatchObject({ title: "A document needs replacing" });
    expect(told.body[0]?.description).toContain("This is last year's W-2");
    // Accepted after all: the note goes.
    const again = await reviewDocument(app, expert, {
      quoteId,
      documentId: acme?.id ?? "",
      statusId: DocumentStatusId.accepted,
    });
    expect(again.json<JobDocument>()).toMatchObject({
      statusId: DocumentStatusId.accepted,
      reviewNote: null,
    });
  });

  it("shows a job's documents to its two people only", async () => {
    for (const [user, read] of [
      [other.taxpayer, taxpayerDocuments],
      [other.expert, professionalDocuments],
      [strangerExpert, professionalDocuments],
    ] as const) {
      expect((await read(app, user, quoteId)).status).toBe(404);
    }
    // Each side reads through its own call.
    expect((await professionalDocuments(app, taxpayer, quoteId)).status).toBe(403);
    expect((await taxpayerDocuments(app, expert, quoteId)).status).toBe(403);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/taxpayer/GetTaxPreparationDocuments?quoteId=${quoteId}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("refuses requests, uploads and reviews on another's job, changing nothing", async () => {
    const before = await requestsOf(quoteId);
    const otherBefore = await requestsOf(other.quoteId);
    expect((await requestDocument(app, other.expert, { quoteId, title: "W-2" })).statusCode).toBe(404);
    expect((await requestDocument(app, expert, { quoteId, title: "  " })).statusCode).toBe(400);
    const theirs = (
      await requestDocument(app, other.expert, { quoteId: other.quoteId, title: "Bank statement" })
    ).json<JobDocument>();
    // A request of another job, named with this job's id, is missing.
    expect((await uploadRequested(app, taxpayer, quoteId, theirs.id, [smallPdf(), "x.pdf"])).statusCode).toBe(
      404,
    );
    expect(
      (await uploadRequested(app, taxpayer, other.quoteId, theirs.id, [smallPdf(), "x.pdf"])).statusCode,
    ).toBe(404);
    expect(
      (
        await reviewDocument(app, expert, {
          quoteId,
          documentId: theirs.id,
          statusId: DocumentStatusId.accepted,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await reviewDocument(app, expert, {
          quoteId,
          documentId: "r999999",
          statusId: DocumentStatusId.accepted,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await reviewDocument(app, expert, { quoteId, documentId: "bad", statusId: DocumentStatusId.accepted }))
        .statusCode,
    ).toBe(400);
    // Not yet provided: nothing to review.
    expect(
      (
        await reviewDocument(app, other.expert, {
          quoteId: other.quoteId,
          documentId: theirs.id,
          statusId: DocumentStatusId.accepted,
        })
      ).statusCode,
    ).toBe(409);
    const theirFile = await saveAnswers(app, other.taxpayer, [
      {
        quoteId: other.quoteId,
        question: "taxPayer_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [[smallPdf(), "their-w2.pdf"]],
      },
    ]);
    expect(theirFile.statusCode).toBe(200);
    const [theirW2] = (await taxpayerDocuments(app, other.taxpayer, other.quoteId)).body;
    const reviewsBefore = await reviewsOf(other.quoteId);
    for (const documentId of [theirW2?.id ?? "", "o999999"]) {
      const refused = await reviewDocument(app, expert, {
        quoteId,
        documentId,
        statusId: DocumentStatusId.accepted,
      });
      expect(refused.statusCode, documentId).toBe(404);
    }
    expect(await reviewsOf(other.quoteId)).toEqual(reviewsBefore);
    expect(await reviewsOf(quoteId)).toHaveLength(2);
    expect(await requestsOf(quoteId)).toEqual(before);
    expect((await requestsOf(other.quoteId)).map((row) => ({ ...row }))).toEqual([
      ...otherBefore,
      expect.objectContaining({
        title: "Bank statement",
        statusId: DocumentStatusId.requested,
        fileId: null,
      }),
    ]);
  });

  it("titles a file under a key the organizer does not know by the file's name", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      {
        quoteId,
        question: "aFileKeyOfANewerClient",
        answerTypeId: 6,
        categoryId: 7,
        isFile: true,
        files: [[smallPdf(), "hsa-statement.pdf"]],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await professionalDocuments(app, expert, quoteId)).body;
    expect(listed.find((document) => document.question === "aFileKeyOfANewerClient")).toMatchObject({
      title: "hsa-statement.pdf",
      owner: "taxpayer",
      statusId: DocumentStatusId.provided,
    });
  });
});
