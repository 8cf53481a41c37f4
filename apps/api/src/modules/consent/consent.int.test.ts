import { consentTexts, DISCLOSURE_CONSENT_VERSION } from "@taxlane/contract";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { professionalDocuments } from "../../../test/documents";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { chosenQuote, createExpert, startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { auditEntries, disclosureConsents } from "../../db/schema";

describe("the hired professional reads what the taxpayer sent them; §7216 consent covers any other use", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/api${url}`, headers: bearer(user), payload });
  const get = (user: TestUser, url: string) =>
    app.inject({ method: "GET", url: `/api${url}`, headers: bearer(user) });
  const consentsOf = (quoteId: number) =>
    db.select().from(disclosureConsents).where(eq(disclosureConsents.quoteId, quoteId));
  const entry = async (action: string, quoteId: number | string) => {
    const subject = typeof quoteId === "number" ? `quote:${quoteId}` : quoteId;
    const [row] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, subject)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    return row;
  };

  /** A confirmed job, no consent given, whose taxpayer saved an answer with a file. */
  async function jobWithAnsweredFile() {
    const job = await startedJob(app);
    const saved = await saveAnswers(app, job.taxpayer, [
      {
        quoteId: job.quoteId,
        question: "taxPayer_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [[smallPdf(), "w2.pdf"]],
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const own = await get(job.taxpayer, `/taxPayer/GetOrganizerQuestionAnswers?quoteId=${job.quoteId}`);
    const fileId = own.json<{ files: { id: number }[] }[]>()[0]?.files[0]?.id;
    expect(fileId).toBeTypeOf("number");
    return { ...job, fileId };
  }

  /** What the professional may read of the job: its answers, review, PDF, documents and the file. */
  async function readsOf(expert: TestUser, quoteId: number, fileId: number | undefined) {
    return {
      answers: (await get(expert, `/Accountant/GetOrganizerQuestionAnswers?quoteId=${quoteId}`)).statusCode,
      review: (await post(expert, "/Accountant/OpenOrganizerReview", { quoteId })).statusCode,
      pdf: (await get(expert, `/Accountant/DownloadOrganizerAnswersPdf?quoteId=${quoteId}`)).statusCode,
      documents: (await professionalDocuments(app, expert, quoteId)).status,
      file: (await get(expert, `/files/${fileId}`)).statusCode,
      chatDownload: (await get(expert, `/Chat/DownloadFile?id=${fileId}`)).statusCode,
    };
  }

  it("lets the professional whose quote was chosen and confirmed read answers and files without a consent", async () => {
    const { expert, taxpayer, quoteId, fileId } = await jobWithAnsweredFile();
    expect(await consentsOf(quoteId)).toEqual([]);
    expect(await readsOf(expert, quoteId, fileId)).toEqual({
      answers: 200,
      review: 200,
      pdf: 200,
      documents: 200,
      file: 200,
      chatDownload: 200,
    });
    expect(await entry("organizer.read", quoteId)).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
    });
    expect(await entry("documents.read", quoteId)).toMatchObject({ actorUserId: expert.id });
    expect(await entry("files.download", `file:${fileId}`)).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
    });
  });

  it("refuses a professional who was not chosen, and the chosen one until they confirm", async () => {
    const { quoteId, fileId } = await jobWithAnsweredFile();
    const other = await createExpert(app);
    expect(await readsOf(other, quoteId, fileId)).toEqual({
      answers: 404,
      review: 404,
      pdf: 404,
      documents: 404,
      file: 404,
      chatDownload: 404,
    });

    const chosen = await chosenQuote(app);
    const before = await readsOf(chosen.expert, chosen.quoteId, undefined);
    expect([before.answers, before.review, before.pdf, before.documents]).toEqual([404, 404, 404, 404]);
    const confirmed = await post(chosen.expert, `/Accountant/ConfirmQuote?quoteId=${chosen.quoteId}`, {});
    expect(confirmed.statusCode).toBe(200);
    const after = await get(
      chosen.expert,
      `/Accountant/GetOrganizerQuestionAnswers?quoteId=${chosen.quoteId}`,
    );
    expect(after.statusCode).toBe(200);
  });

  it("shows the taxpayer the plain words with the professional's name, and records agreeing and withdrawing", async () => {
    const { expert, taxpayer, quoteId, fileId } = await jobWithAnsweredFile();
    const before = await get(taxpayer, `/Taxpayer/GetDisclosureConsent?quoteId=${quoteId}`);
    expect(before.statusCode).toBe(200);
    const consent = before.json<{ text: string; textVersion: string; agreedAt: string | null }>();
    expect(consent.textVersion).toBe(DISCLOSURE_CONSENT_VERSION);
    expect(consent.text).toContain("Test Person");
    // Every mention names the professional: no placeholder is left for the taxpayer to read.
    expect(consent.text).not.toContain("{");
    expect(consent.text.match(/Test Person/g)).toHaveLength(2);
    expect(consent.text).toMatch(/another tax practice/);
    expect(consent.text).toMatch(/withdraw/);
    expect(consent.agreedAt).toBeNull();

    const given = await post(taxpayer, "/Taxpayer/GiveDisclosureConsent", {
      quoteId,
      textVersion: DISCLOSURE_CONSENT_VERSION,
    });
    expect(given.statusCode).toBe(200);
    expect(given.json<{ agreedAt: string | null }>().agreedAt).not.toBeNull();
    expect(await consentsOf(quoteId)).toMatchObject([
      { textVersion: DISCLOSURE_CONSENT_VERSION, withdrawnAt: null },
    ]);
    expect(await entry("consent.given", quoteId)).toMatchObject({ actorUserId: taxpayer.id });

    const withdrawn = await post(taxpayer, "/Taxpayer/WithdrawDisclosureConsent", { quoteId });
    expect(withdrawn.statusCode).toBe(200);
    expect(await entry("consent.withdrawn", quoteId)).toMatchObject({ actorUserId: taxpayer.id });
    expect((await consentsOf(quoteId)).every((row) => row.withdrawnAt !== null)).toBe(true);
    // Withdrawing ends other uses, not the hired professional's work on the return.
    expect((await readsOf(expert, quoteId, fileId)).answers).toBe(200);
    expect((await get(taxpayer, `/files/${fileId}`)).statusCode).toBe(200);

    const again = await post(taxpayer, "/Taxpayer/GiveDisclosureConsent", {
      quoteId,
      textVersion: DISCLOSURE_CONSENT_VERSION,
    });
    expect(again.statusCode).toBe(200);
    expect(await consentsOf(quoteId)).toHaveLength(2);
  });

  it("shows a Spanish page the same consent in Spanish, under the same version", async () => {
    const { taxpayer, quoteId } = await jobWithAnsweredFile();
    const read = await app.inject({
      method: "GET",
      url: `/api/Taxpayer/GetDisclosureConsent?quoteId=${quoteId}`,
      headers: { ...bearer(taxpayer), "accept-language": "es-US,es;q=0.9" },
    });
    expect(read.statusCode).toBe(200);
    const consent = read.json<{ text: string; textVersion: string }>();
    expect(consent.textVersion).toBe(DISCLOSURE_CONSENT_VERSION);
    expect(consent.text).toMatch(/^Al elegir a Test Person, ya le permito leer/);
    expect(consent.text).toMatch(/Puedo retirar este consentimiento/);
    expect(consent.text).not.toContain("{");
  });

  it("refuses a forged consent: another's job, the professional, an old text; nothing is stored", async () => {
    const { expert, quoteId, taxpayer } = await startedJob(app);
    const stranger = await createSignedInUser(app, 1);
    const give = (user: TestUser, textVersion = DISCLOSURE_CONSENT_VERSION) =>
      post(user, "/Taxpayer/GiveDisclosureConsent", { quoteId, textVersion });
    expect((await give(stranger)).statusCode).toBe(404);
    expect((await give(expert)).statusCode).toBe(403);
    const stale = await give(taxpayer, "2026-11-v1");
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ errorMessage: string }>().errorMessage).toBe(consentTexts.staleVersion);
    expect((await post(taxpayer, "/Taxpayer/GiveDisclosureConsent", { quoteId })).statusCode).toBe(400);
    expect(await consentsOf(quoteId)).toEqual([]);
  });
});
