import type { SignatureRequest, SignatureToSign } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { chosenQuote, createExpert, startedJob } from "../../../test/marketplace";
import { encryptedPdf, generatedPdf } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";
import {
  auditEntries,
  notifications,
  signatureRequests,
  signatureSigners,
  storedFiles,
} from "../../db/schema";
import { hashLinkToken } from "../../lib/tokens";

// Room above the 25 MB limit of documents for signing, so that limit is the one met.
const { app } = await createTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  FILE_MAX_BYTES: String(30 * 1024 * 1024),
});
const { db } = app.services;

const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(user), payload });
const get = (user: TestUser, url: string) =>
  app.inject({ method: "GET", url: `/api/${url}`, headers: bearer(user) });

const uploadDraft = (user: TestUser, quoteId: number, file: [Buffer, string] | null, title = "Form 8879") =>
  app.inject({
    method: "POST",
    url: "/api/Accountant/SignatureRequestDraft",
    headers: bearer(user),
    body: multipart({ quoteId: String(quoteId), title }, file ? { document: file } : {}),
  });

async function draftOf(user: TestUser, quoteId: number, pages = 2): Promise<SignatureRequest> {
  const response = await uploadDraft(user, quoteId, [Buffer.from(await generatedPdf(pages)), "8879.pdf"]);
  if (response.statusCode !== 200) throw new Error(`draft refused: ${response.body}`);
  return response.json<SignatureRequest>();
}

const taxpayerField = {
  kind: "signature",
  page: 1,
  x: 72,
  y: 100,
  width: 200,
  height: 40,
  signer: 0,
} as const;
const sendBody = (requestId: number, extra: object = {}) => ({
  requestId,
  identityRequired: false,
  signers: [{ role: "taxpayer" }],
  fields: [taxpayerField],
  ...extra,
});

/** The link key in the newest mail to an address with this subject, from its /sign/ link. */
async function linkKeyIn(address: string, subject: string) {
  const mail = await latestMailTo(app, address, subject);
  const match = mail?.text.match(/\/sign\/(\d+)#key=([A-Za-z0-9_-]+)/);
  if (!match?.[2]) throw new Error(`no signing link mailed to ${address}: ${mail?.text}`);
  return { signerId: Number(match[1]), key: decodeURIComponent(match[2]) };
}

const signerRow = async (id: number) =>
  (await db.select().from(signatureSigners).where(eq(signatureSigners.id, id)))[0];
const requestRow = async (id: number) =>
  (await db.select().from(signatureRequests).where(eq(signatureRequests.id, id)))[0];
const audited = async (action: string, requestId: number) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `signature-request:${requestId}`)))
    .orderBy(desc(auditEntries.id));

describe("a professional's draft of a document to sign", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);

  it("keeps the PDF with its page sizes and fingerprint, for the job's professional alone", async () => {
    const draft = await draftOf(expert, quoteId, 3);
    expect(draft).toMatchObject({ quoteId, title: "Form 8879", status: "draft", signers: [], fields: [] });
    expect(draft.pageSizes).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ]);
    const row = await requestRow(draft.id);
    expect(row?.originalSha256).toMatch(/^[0-9a-f]{64}$/);
    const file = (
      await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, draft.originalFile?.id ?? 0))
    )[0];
    expect(file?.purpose).toBe("signature-original");
    // The professional reads the original; so does the taxpayer, a stranger does not.
    expect((await get(expert, `files/${file?.id}`)).statusCode).toBe(200);
    expect((await get(taxpayer, `files/${file?.id}`)).statusCode).toBe(200);
    expect((await get(await createSignedInUser(app, 1), `files/${file?.id}`)).statusCode).toBe(404);
  });

  it("refuses a file that is not a PDF, an encrypted PDF and one over 25 MB, in words", async () => {
    const notPdf = await uploadDraft(expert, quoteId, [Buffer.from("just some words"), "notes.pdf"]);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().errorMessage).toBe(t("signatures.notPdf"));
    const encrypted = await uploadDraft(expert, quoteId, [Buffer.from(await encryptedPdf()), "locked.pdf"]);
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json().errorMessage).toBe(t("signatures.encryptedPdf"));
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(26 * 1024 * 1024, 32)]);
    const tooLarge = await uploadDraft(expert, quoteId, [big, "huge.pdf"]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorMessage).toContain("at most 25 MB");
    const missing = await uploadDraft(expert, quoteId, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe(t("signatureRequests.attachDocument"));
  });

  it("answers 404 in words on another's job or a quote not yet confirmed, 403 to a taxpayer", async () => {
    const pdf: [Buffer, string] = [Buffer.from(await generatedPdf(1)), "8879.pdf"];
    const other = await createExpert(app);
    const refused = await uploadDraft(other, quoteId, pdf);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorMessage).toBe(t("signatureRequests.jobNotFound"));
    const unconfirmed = await chosenQuote(app);
    expect((await uploadDraft(unconfirmed.expert, unconfirmed.quoteId, pdf)).statusCode).toBe(404);
    expect((await uploadDraft(taxpayer, quoteId, pdf)).statusCode).toBe(403);
    for (const [url, body] of [
      ["Accountant/SendSignatureRequest", sendBody(1)],
      ["Accountant/WithdrawSignatureRequest", { requestId: 1 }],
      ["Accountant/RemindSigner", { signerId: 1 }],
    ] as const)
      expect((await post(taxpayer, url, body)).statusCode).toBe(403);
  });
});

describe("sending a request", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const refusal = async (body: object) => {
    const response = await post(expert, "Accountant/SendSignatureRequest", body);
    return { status: response.statusCode, message: response.json<{ errorMessage: string }>().errorMessage };
  };

  it("refuses fields off their page, on a missing page, and a signer without a signature field", async () => {
    const draft = await draftOf(expert, quoteId, 2);
    expect(await refusal(sendBody(draft.id, { fields: [{ ...taxpayerField, x: 500 }] }))).toEqual({
      status: 400,
      message: t("signatures.fieldOffPage", { page: 1 }),
    });
    expect(await refusal(sendBody(draft.id, { fields: [{ ...taxpayerField, page: 3 }] }))).toEqual({
      status: 400,
      message: t("signatures.fieldPageMissing", { page: 3, pages: 2 }),
    });
    expect(await refusal(sendBody(draft.id, { fields: [{ ...taxpayerField, kind: "date" }] }))).toEqual({
      status: 400,
      message: t("signatureRequests.signatureFieldMissing", { name: "Test Person" }),
    });
    const withSpouse = { role: "spouse", name: "Sam Spouse", email: "sam@example.test" };
    expect(
      await refusal(
        sendBody(draft.id, { signers: [{ role: "taxpayer" }, withSpouse], fields: [taxpayerField] }),
      ),
    ).toEqual({ status: 400, message: t("signatureRequests.signatureFieldMissing", { name: "Sam Spouse" }) });
    expect(await refusal(sendBody(draft.id, { fields: [{ ...taxpayerField, signer: 1 }] }))).toMatchObject({
      status: 400,
      message: t("signatureRequests.fieldSignerMissing", { number: 2, count: 1 }),
    });
    expect((await requestRow(draft.id))?.status).toBe("draft");
  });

  it("refuses a spouse without e-mail or name, with the taxpayer's e-mail, and a second taxpayer", async () => {
    const draft = await draftOf(expert, quoteId, 1);
    const fields = [taxpayerField, { ...taxpayerField, y: 300, signer: 1 }];
    const withSpouse = (spouse: object) =>
      sendBody(draft.id, { signers: [{ role: "taxpayer" }, spouse], fields });
    expect(await refusal(withSpouse({ role: "spouse", name: "Sam Spouse" }))).toEqual({
      status: 400,
      message: t("signatureRequests.spouseEmailRequired"),
    });
    expect(await refusal(withSpouse({ role: "spouse", email: "sam@example.test" }))).toEqual({
      status: 400,
      message: t("signatureRequests.spouseNameRequired"),
    });
    expect(
      await refusal(withSpouse({ role: "spouse", name: "Sam", email: taxpayer.email.toUpperCase() })),
    ).toEqual({ status: 400, message: t("signatureRequests.spouseEmailSame") });
    expect(await refusal(withSpouse({ role: "taxpayer" }))).toEqual({
      status: 400,
      message: t("signatureRequests.roleTwice", { role: "taxpayer" }),
    });
    expect(
      await refusal(
        sendBody(draft.id, { signers: [{ role: "spouse", name: "Sam", email: "sam@example.test" }] }),
      ),
    ).toEqual({ status: 400, message: t("signatureRequests.taxpayerRequired") });
  });

  it("sends each signer their own link, tells the taxpayer, audits, and refuses sending again", async () => {
    const draft = await draftOf(expert, quoteId, 1);
    const spouseEmail = `spouse-${draft.id}@example.test`;
    const response = await post(
      expert,
      "Accountant/SendSignatureRequest",
      sendBody(draft.id, {
        expiresInDays: 10,
        identityRequired: true,
        signers: [{ role: "taxpayer" }, { role: "spouse", name: "Sam Spouse", email: spouseEmail }],
        fields: [
          taxpayerField,
          { ...taxpayerField, y: 300, signer: 1 },
          { ...taxpayerField, kind: "date", y: 20 },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const sent = response.json<SignatureRequest>();
    expect(sent).toMatchObject({ status: "sent", identityRequired: true });
    expect(sent.signers.map((signer) => [signer.role, signer.name, signer.email])).toEqual([
      ["taxpayer", "Test Person", taxpayer.email],
      ["spouse", "Sam Spouse", spouseEmail],
    ]);
    expect(sent.fields).toHaveLength(3);
    expect(new Date(sent.expiresAt ?? 0).getTime() - new Date(sent.sentAt ?? 0).getTime()).toBe(
      10 * 86_400_000,
    );
    const subject = t("signatureRequests.mailSignSubject", { title: "Form 8879" });
    for (const [address, signer] of [
      [taxpayer.email, sent.signers[0]],
      [spouseEmail, sent.signers[1]],
    ] as const) {
      const { signerId, key } = await linkKeyIn(address, subject);
      expect(signerId).toBe(signer?.id);
      expect((await signerRow(signerId))?.keyHash).toBe(hashLinkToken(key));
    }
    const told = await db.select().from(notifications).where(eq(notifications.userId, taxpayer.id));
    expect(told.map((row) => row.title)).toContain(t("signatureRequests.sentTitle", { title: "Form 8879" }));
    const [entry] = await audited("signatures.request-sent", draft.id);
    expect(entry).toMatchObject({ actorUserId: expert.id, subjectUserId: taxpayer.id });
    const again = await refusal(sendBody(draft.id));
    expect(again.status).toBe(409);
  });
});

describe("a job's requests, the taxpayer's to-do list, withdrawing and reminding", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const send = async (pages = 1) => {
    const draft = await draftOf(expert, quoteId, pages);
    const response = await post(expert, "Accountant/SendSignatureRequest", sendBody(draft.id));
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<SignatureRequest>();
  };

  it("lists drafts to the professional only, and nothing to a stranger", async () => {
    const draft = await draftOf(expert, quoteId, 1);
    const sent = await send();
    const ids = (user: TestUser) =>
      get(user, `TaxPreparation/SignatureRequests?quoteId=${quoteId}`).then((response) =>
        response.json<SignatureRequest[]>().map((request) => request.id),
      );
    expect(await ids(expert)).toEqual(expect.arrayContaining([draft.id, sent.id]));
    const seen = await get(taxpayer, `TaxPreparation/SignatureRequests?quoteId=${quoteId}`);
    expect(seen.json<SignatureRequest[]>().map((request) => request.id)).toContain(sent.id);
    expect(seen.json<SignatureRequest[]>().map((request) => request.id)).not.toContain(draft.id);
    expect(seen.json<SignatureRequest[]>().find((request) => request.id === sent.id)?.signers[0]?.isYou).toBe(
      true,
    );
    const stranger = await get(
      await createSignedInUser(app, 1),
      `TaxPreparation/SignatureRequests?quoteId=${quoteId}`,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorMessage).toBe(t("signatureRequests.jobNotFound"));
    const otherExpert = await get(
      await createExpert(app),
      `TaxPreparation/SignatureRequests?quoteId=${quoteId}`,
    );
    expect(otherExpert.statusCode).toBe(404);
  });

  it("puts what waits for the taxpayer on their to-do list, with the professional's name", async () => {
    const sent = await send();
    const list = await get(taxpayer, "Taxpayer/SignaturesToSign");
    expect(list.statusCode).toBe(200);
    expect(list.json<SignatureToSign[]>()).toContainEqual(
      expect.objectContaining({
        requestId: sent.id,
        signerId: sent.signers[0]?.id,
        quoteId,
        title: "Form 8879",
        professionalName: "Test Person",
      }),
    );
    const other = await get(await createSignedInUser(app, 1), "Taxpayer/SignaturesToSign");
    expect(other.json()).toEqual([]);
  });

  it("discards a draft with its file, and withdraws a sent request once, telling its signers", async () => {
    const draft = await draftOf(expert, quoteId, 1);
    expect(
      (await post(expert, "Accountant/WithdrawSignatureRequest", { requestId: draft.id })).statusCode,
    ).toBe(200);
    expect(await requestRow(draft.id)).toBeUndefined();
    expect(
      await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, draft.originalFile?.id ?? 0)),
    ).toEqual([]);

    const sent = await send();
    const stranger = await post(await createExpert(app), "Accountant/WithdrawSignatureRequest", {
      requestId: sent.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await post(expert, "Accountant/WithdrawSignatureRequest", { requestId: sent.id })).statusCode,
    ).toBe(200);
    const row = await requestRow(sent.id);
    expect(row).toMatchObject({ status: "withdrawn" });
    const mail = await latestMailTo(
      app,
      taxpayer.email,
      t("signatureRequests.mailWithdrawnSubject", { title: "Form 8879" }),
    );
    expect(mail?.text).toContain("withdrew");
    expect(await audited("signatures.request-withdrawn", sent.id)).toHaveLength(1);
    // Withdrawn again: nothing changes, nothing more recorded.
    expect(
      (await post(expert, "Accountant/WithdrawSignatureRequest", { requestId: sent.id })).statusCode,
    ).toBe(200);
    expect((await requestRow(sent.id))?.withdrawnAt).toEqual(row?.withdrawnAt);
    expect(await audited("signatures.request-withdrawn", sent.id)).toHaveLength(1);
    const remind = await post(expert, "Accountant/RemindSigner", { signerId: sent.signers[0]?.id ?? 0 });
    expect(remind.statusCode).toBe(409);
    expect(remind.json().errorMessage).toBe(
      t("signatureRequests.requestClosed", { status: t("signatureRequests.statusWithdrawn") }),
    );
  });

  it("refuses to withdraw a completed request", async () => {
    const sent = await send();
    await db
      .update(signatureRequests)
      .set({ status: "completed", completedAt: new Date() })
      .where(eq(signatureRequests.id, sent.id));
    const response = await post(expert, "Accountant/WithdrawSignatureRequest", { requestId: sent.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe(t("signatureRequests.alreadyCompleted"));
  });

  it("reminds a waiting signer with a new link that stops the old one, not one who signed", async () => {
    const sent = await send();
    const signerId = sent.signers[0]?.id ?? 0;
    const before = (await signerRow(signerId))?.keyHash;
    const stranger = await post(await createExpert(app), "Accountant/RemindSigner", { signerId });
    expect(stranger.statusCode).toBe(404);
    expect((await post(expert, "Accountant/RemindSigner", { signerId })).statusCode).toBe(200);
    const { key } = await linkKeyIn(
      taxpayer.email,
      t("signatureRequests.mailRemindSubject", { title: "Form 8879" }),
    );
    const after = await signerRow(signerId);
    expect(after?.keyHash).toBe(hashLinkToken(key));
    expect(after?.keyHash).not.toBe(before);
    expect(after?.lastRemindedAt).not.toBeNull();
    expect(await audited("signatures.signer-reminded", sent.id)).toHaveLength(1);
    await db.update(signatureSigners).set({ signedAt: new Date() }).where(eq(signatureSigners.id, signerId));
    const signed = await post(expert, "Accountant/RemindSigner", { signerId });
    expect(signed.statusCode).toBe(409);
    expect(signed.json().errorMessage).toBe(t("signatureRequests.signerSigned", { name: "Test Person" }));
  });

  it("refuses to remind on an expired request, saying when it expired", async () => {
    const sent = await send();
    const expiresAt = new Date(Date.UTC(2026, 0, 15, 12));
    await db.update(signatureRequests).set({ expiresAt }).where(eq(signatureRequests.id, sent.id));
    const response = await post(expert, "Accountant/RemindSigner", { signerId: sent.signers[0]?.id ?? 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe(t("signatureRequests.expired", { date: "January 15, 2026" }));
    const listed = await get(expert, `TaxPreparation/SignatureRequests?quoteId=${quoteId}`);
    expect(listed.json<SignatureRequest[]>().find((request) => request.id === sent.id)?.status).toBe(
      "expired",
    );
    const toDo = await get(taxpayer, "Taxpayer/SignaturesToSign");
    expect(toDo.json<SignatureToSign[]>().map((item) => item.requestId)).not.toContain(sent.id);
  });
});
