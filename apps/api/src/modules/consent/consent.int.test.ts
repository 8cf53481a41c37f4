import { consentTexts, DISCLOSURE_CONSENT_VERSION } from "@taxlane/contract";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { professionalDocuments } from "../../../test/documents";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { startedJob } from "../../../test/marketplace";
import { professionalAnswers, saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { auditEntries, disclosureConsents } from "../../db/schema";

describe("consent under §7216 before a professional reads a taxpayer's answers and files", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/api${url}`, headers: bearer(user), payload });
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

  /** A job whose taxpayer saved an answer with a file, then withdrew the consent the helper gave. */
  async function jobWithoutConsent() {
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
    const read = await professionalAnswers(app, job.expert, `quoteId=${job.quoteId}`);
    expect(read.status).toBe(200);
    const fileId = read.body[0]?.files?.[0]?.id;
    const withdrawn = await post(job.taxpayer, "/Taxpayer/WithdrawDisclosureConsent", {
      quoteId: job.quoteId,
    });
    expect(withdrawn.statusCode).toBe(200);
    return { ...job, fileId };
  }

  it("shows the taxpayer the plain words with the professional's name, and records the agreement", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const response = await app.inject({
      method: "GET",
      url: `/api/Taxpayer/GetDisclosureConsent?quoteId=${quoteId}`,
      headers: bearer(taxpayer),
    });
    expect(response.statusCode).toBe(200);
    const consent = response.json<{ text: string; textVersion: string; agreedAt: string | null }>();
    expect(consent.textVersion).toBe(DISCLOSURE_CONSENT_VERSION);
    expect(consent.text).toContain("Test Person");
    expect(consent.text).toMatch(/withdraw/);
    expect(consent.agreedAt).not.toBeNull();
    const [row] = await consentsOf(quoteId);
    expect(row).toMatchObject({ textVersion: DISCLOSURE_CONSENT_VERSION, withdrawnAt: null });
    expect(await entry("consent.given", quoteId)).toMatchObject({ actorUserId: taxpayer.id });
  });

  it("records each read by the professional in the audit log", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    expect((await professionalAnswers(app, expert, `quoteId=${quoteId}`)).status).toBe(200);
    expect(await entry("organizer.read", quoteId)).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
    });
    expect((await professionalDocuments(app, expert, quoteId)).status).toBe(200);
    expect(await entry("documents.read", quoteId)).toMatchObject({ actorUserId: expert.id });
  });

  it("refuses the professional's reads once the taxpayer withdraws, with words they can act on", async () => {
    const { expert, taxpayer, quoteId, fileId } = await jobWithoutConsent();
    const answers = await app.inject({
      method: "GET",
      url: `/api/Accountant/GetOrganizerQuestionAnswers?quoteId=${quoteId}`,
      headers: bearer(expert),
    });
    expect(answers.statusCode).toBe(403);
    expect(answers.json<{ errorMessage: string }>().errorMessage).toBe(consentTexts.required);
    expect((await professionalDocuments(app, expert, quoteId)).status).toBe(403);
    expect((await post(expert, "/Accountant/OpenOrganizerReview", { quoteId })).statusCode).toBe(403);
    const pdf = await app.inject({
      method: "GET",
      url: `/api/Accountant/DownloadOrganizerAnswersPdf?quoteId=${quoteId}`,
      headers: bearer(expert),
    });
    expect(pdf.statusCode).toBe(403);
    const file = await app.inject({ method: "GET", url: `/api/files/${fileId}`, headers: bearer(expert) });
    expect(file.statusCode).toBe(404);
    // The taxpayer still reads their own file.
    const own = await app.inject({ method: "GET", url: `/api/files/${fileId}`, headers: bearer(taxpayer) });
    expect(own.statusCode).toBe(200);
    expect(await entry("consent.withdrawn", quoteId)).toMatchObject({ actorUserId: taxpayer.id });
    const rows = await consentsOf(quoteId);
    expect(rows.every((row) => row.withdrawnAt !== null)).toBe(true);

    // Agreeing again opens the reads again, and keeps the history.
    const again = await post(taxpayer, "/Taxpayer/GiveDisclosureConsent", {
      quoteId,
      textVersion: DISCLOSURE_CONSENT_VERSION,
    });
    expect(again.statusCode).toBe(200);
    expect((await professionalAnswers(app, expert, `quoteId=${quoteId}`)).status).toBe(200);
    const downloaded = await app.inject({
      method: "GET",
      url: `/api/files/${fileId}`,
      headers: bearer(expert),
    });
    expect(downloaded.statusCode).toBe(200);
    expect(await entry("files.download", `file:${fileId}`)).toMatchObject({
      actorUserId: expert.id,
      subjectUserId: taxpayer.id,
    });
    expect(await consentsOf(quoteId)).toHaveLength(2);
  });

  it("refuses a forged consent: another's job, the professional, an old text; nothing is stored", async () => {
    const { expert, quoteId, taxpayer } = await jobWithoutConsent();
    const stranger = await createSignedInUser(app, 1);
    const give = (user: TestUser, textVersion = DISCLOSURE_CONSENT_VERSION) =>
      post(user, "/Taxpayer/GiveDisclosureConsent", { quoteId, textVersion });
    expect((await give(stranger)).statusCode).toBe(404);
    expect((await give(expert)).statusCode).toBe(403);
    const stale = await give(taxpayer, "2020-01-v0");
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ errorMessage: string }>().errorMessage).toBe(consentTexts.staleVersion);
    expect((await post(taxpayer, "/Taxpayer/GiveDisclosureConsent", { quoteId })).statusCode).toBe(400);
    const rows = await consentsOf(quoteId);
    expect(rows.filter((row) => row.withdrawnAt === null)).toEqual([]);
    expect((await professionalAnswers(app, expert, `quoteId=${quoteId}`)).status).toBe(403);
  });
});
