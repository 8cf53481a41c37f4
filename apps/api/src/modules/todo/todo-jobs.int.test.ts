import { DocumentStatusId, type JobDocument, type ToDoList } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  professionalDocuments,
  requestDocument,
  reviewDocument,
  uploadRequested,
} from "../../../test/documents";
import type { TestUser } from "../../../test/factories";
import { postAs, sentInvoice } from "../../../test/invoices";
import { getAs, startedJob } from "../../../test/marketplace";
import { saveAnswers, textAnswerOf, w2LeftForLater } from "../../../test/organizer";
import { connectPayouts, payInvoice } from "../../../test/payments";
import { sentSignatureRequest, signingCalls } from "../../../test/signing-requests";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

async function toDoOf(user: TestUser): Promise<ToDoList> {
  const answer = await getAs<ToDoList>(app, user, "User/GetToDo");
  if (answer.status !== 200) throw new Error(`GetToDo: ${answer.status}`);
  return answer.body;
}
const idsOf = async (user: TestUser) => (await toDoOf(user)).items.map((item) => item.id);

describe("a job's to-do items", () => {
  it("a requested document waits on the taxpayer, then on the professional, and goes once accepted", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const other = await startedJob(app);
    const asked = await requestDocument(app, expert, { quoteId, title: "W-2 from Acme" });
    expect(asked.statusCode).toBe(200);
    const documentId = asked.json<JobDocument>().id;
    const taxpayerList = await toDoOf(taxpayer);
    const item = taxpayerList.items.find((each) => each.kind === "document-requested");
    expect(item).toMatchObject({
      title: 'Upload "W-2 from Acme"',
      link: `user/tax_preparation/${quoteId}?tab=documents`,
      quoteId,
    });
    expect(item?.jobLabel).toMatch(/return with/);
    expect(taxpayerList.counts.byKind["document-requested"]).toBe(1);
    // Scoped to the job's own people: another job's taxpayer and professional see none of it.
    expect(await idsOf(other.taxpayer)).not.toContain(item?.id);
    expect(await idsOf(other.expert)).toEqual([]);

    expect(item?.id).toBe(`document:${documentId.slice(1)}`);
    const uploaded = await uploadRequested(app, taxpayer, quoteId, documentId, [smallPdf(), "w2.pdf"]);
    expect(uploaded.statusCode).toBe(200);
    expect(await idsOf(taxpayer)).not.toContain(item?.id);
    const expertList = await toDoOf(expert);
    expect(expertList.items).toContainEqual(
      expect.objectContaining({ id: `document:${documentId.slice(1)}`, kind: "document-provided", quoteId }),
    );

    const reviewed = await reviewDocument(app, expert, { quoteId, documentId, statusId: 3 });
    expect(reviewed.statusCode).toBe(200);
    expect(await idsOf(expert)).not.toContain(`document:${documentId.slice(1)}`);
  });

  it("a sent invoice waits on the taxpayer with its due date until paid; the payment shows to the professional", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app, "450");
    await connectPayouts(app, expert);
    const invoice = await sentInvoice(app, expert, quoteId, 30_000);
    // Asked for after the invoice was sent, so newer; the invoice still leads, being due.
    expect((await requestDocument(app, expert, { quoteId, title: "1099-INT" })).statusCode).toBe(200);
    const list = await toDoOf(taxpayer);
    // The organizer, waiting since the job began, comes after the newer request.
    expect(list.items.map((item) => item.kind)).toEqual([
      "invoice-due",
      "document-requested",
      "organizer-finish",
    ]);
    expect(list.items).toContainEqual(
      expect.objectContaining({
        id: `invoice:${invoice.id}`,
        kind: "invoice-due",
        detail: "$300.00 left to pay.",
        link: `user/tax_preparation/${quoteId}?tab=billing`,
        dueAt: expect.any(String),
      }),
    );
    expect(await idsOf(expert)).not.toContain(`invoice:${invoice.id}`);

    await payInvoice(app, taxpayer, invoice.id);
    expect(await idsOf(taxpayer)).not.toContain(`invoice:${invoice.id}`);
    const received = (await toDoOf(expert)).items.filter((item) => item.kind === "payment-received");
    expect(received).toEqual([expect.objectContaining({ title: "Payment of $300.00 received", quoteId })]);
  });

  it("a price change waits on the taxpayer until they answer it", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const asked = await postAs(app, expert, "Accountant/RequestPriceChange", {
      quoteId,
      amountCents: 5_000,
      reason: "The return needs Schedule C.",
    });
    expect(asked.statusCode).toBe(200);
    const change = asked.json<{ id: number }>();
    expect((await toDoOf(taxpayer)).items).toContainEqual(
      expect.objectContaining({
        id: `price-change:${change.id}`,
        kind: "price-change",
        detail: "+$50.00: The return needs Schedule C.",
      }),
    );
    expect(
      (await postAs(app, taxpayer, "Taxpayer/DeclinePriceChange", { priceChangeId: change.id })).statusCode,
    ).toBe(200);
    expect(await idsOf(taxpayer)).not.toContain(`price-change:${change.id}`);
  });

  it("a document to sign waits on its taxpayer until signed, then shows to the professional as signed", async () => {
    const sent = await sentSignatureRequest(app);
    const { taxpayer, expert, taxpayerSigner, request, quoteId } = sent;
    const waiting = (await toDoOf(taxpayer)).items.find((item) => item.kind === "signature-waiting");
    expect(waiting).toMatchObject({
      id: `signature:${taxpayerSigner.id}`,
      title: 'Sign "Form 8879 for 2025"',
      link: `sign/${taxpayerSigner.id}`,
      quoteId,
      dueAt: request.expiresAt?.toISOString(),
    });
    const signed = await signingCalls(app).sign(taxpayerSigner.id, taxpayerSigner.key);
    expect(signed.statusCode).toBe(200);
    expect(await idsOf(taxpayer)).not.toContain(`signature:${taxpayerSigner.id}`);
    expect((await toDoOf(expert)).items).toContainEqual(
      expect.objectContaining({ id: `signed:${request.id}`, kind: "signature-completed" }),
    );
  });

  it("organizer answers saved since the professional's last look wait on them until they open the review", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const other = await startedJob(app);
    const answer = textAnswerOf(quoteId);
    const saved = await saveAnswers(app, taxpayer, [answer("taxPayerFirstName", "Dana", { categoryId: 26 })]);
    expect(saved.statusCode).toBe(200);
    expect((await toDoOf(expert)).items).toContainEqual(
      expect.objectContaining({
        id: `organizer:${quoteId}`,
        kind: "organizer-changed",
        title: "1 organizer answer to review",
        link: `expert/tax_preparation/${quoteId}?tab=organizer`,
      }),
    );
    expect(await idsOf(other.expert)).not.toContain(`organizer:${quoteId}`);

    const opened = await postAs(app, expert, "Accountant/OpenOrganizerReview", { quoteId });
    expect(opened.statusCode).toBe(200);
    expect(await idsOf(expert)).not.toContain(`organizer:${quoteId}`);

    await saveAnswers(app, taxpayer, [answer("taxPayerFirstName", "Danielle", { categoryId: 26 })]);
    expect((await toDoOf(expert)).items).toContainEqual(
      expect.objectContaining({
        id: `organizer:${quoteId}`,
        title: "1 organizer answer changed since your last look",
      }),
    );
  });

  it("organizer sections the taxpayer left for later wait on them until they give what was left", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const other = await startedJob(app);
    expect((await saveAnswers(app, taxpayer, [w2LeftForLater(quoteId)])).statusCode).toBe(200);
    expect((await toDoOf(taxpayer)).items).toContainEqual(
      expect.objectContaining({
        id: `organizer-left:${quoteId}`,
        kind: "organizer-sections",
        title: "1 section of your organizer left for later",
        link: `user/tax_preparation/${quoteId}?tab=organizer`,
      }),
    );
    expect(await idsOf(other.taxpayer)).not.toContain(`organizer-left:${quoteId}`);

    const given = await saveAnswers(app, taxpayer, [
      { ...w2LeftForLater(quoteId), reminder: false, files: [[smallPdf(), "w2.pdf"]] },
    ]);
    expect(given.statusCode).toBe(200);
    expect(await idsOf(taxpayer)).not.toContain(`organizer-left:${quoteId}`);
  });

  it("organizer files the taxpayer gave wait on the professional, one item per job, until each is reviewed", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const other = await startedJob(app);
    const given = await saveAnswers(app, taxpayer, [
      {
        quoteId,
        question: "taxPayer_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [
          [smallPdf(), "w2-acme.pdf"],
          [smallPdf(), "w2-globex.pdf"],
          [smallPdf(), "w2-initech.pdf"],
        ],
      },
    ]);
    expect(given.statusCode, given.body).toBe(200);
    const item = (await toDoOf(expert)).items.find((each) => each.kind === "organizer-files");
    expect(item).toMatchObject({
      id: `organizer-files:${quoteId}`,
      title: "3 organizer files to review",
      link: `expert/tax_preparation/${quoteId}?tab=documents`,
      quoteId,
    });
    expect(await idsOf(other.expert)).not.toContain(`organizer-files:${quoteId}`);
    expect(await idsOf(taxpayer)).not.toContain(`organizer-files:${quoteId}`);

    const files = (await professionalDocuments(app, expert, quoteId)).body.filter(
      (document) => document.source === "organizer",
    );
    expect(files).toHaveLength(3);
    const [first, second, third] = files.map((document) => document.id);
    const review = async (documentId: string | undefined, statusId: number, note?: string) => {
      const reviewed = await reviewDocument(app, expert, {
        quoteId,
        documentId: documentId ?? "",
        statusId,
        note,
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
    };
    await review(first, DocumentStatusId.accepted);
    expect((await toDoOf(expert)).items).toContainEqual(
      expect.objectContaining({ id: `organizer-files:${quoteId}`, title: "2 organizer files to review" }),
    );
    // Asking for a file again is a review too.
    await review(second, DocumentStatusId.needsReplacement, "The second page is missing.");
    await review(third, DocumentStatusId.accepted);
    expect(await idsOf(expert)).not.toContain(`organizer-files:${quoteId}`);
  });
});
