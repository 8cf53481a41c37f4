import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { getAs } from "../../../test/marketplace";
import { sentSignatureRequest, signingCalls } from "../../../test/signing-requests";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";
import { signatureRequestsRepository } from "./signature-requests.repository";

describe("a signer opens their own link, reads the document and signs", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const calls = signingCalls(app);
  const lastEntry = async (action: string, requestId: number) => {
    const [row] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `signature-request:${requestId}`)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    return row;
  };

  it("shows the signer their fields and what they may do, and keeps when they first opened it", async () => {
    const { request, taxpayerSigner, spouseSigner } = await sentSignatureRequest(app, { spouse: true });
    if (!spouseSigner) throw new Error("no spouse");
    const opened = await calls.view(spouseSigner.id, spouseSigner.key);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      signerId: spouseSigner.id,
      requestId: request.id,
      title: "Form 8879 for 2025",
      professionalName: "Test Person",
      signerName: "Marcus Ortega",
      role: "spouse",
      requestStatus: "sent",
      state: "waiting",
      identityRequired: false,
      identityCheck: { providerName: "Test identity check", isTest: true },
      canSign: true,
      canUploadPaper: false,
      signedFileReady: false,
    });
    const fields = opened.json<{ fields: { signerId: number }[] }>().fields;
    expect(fields).toHaveLength(3);
    expect(fields.every((field) => field.signerId === spouseSigner.id)).toBe(true);
    const row = await signatureRequestsRepository.findSigner(db, spouseSigner.id);
    expect(row?.viewedAt).toBeInstanceOf(Date);
    const untouched = await signatureRequestsRepository.findSigner(db, taxpayerSigner.id);
    expect(untouched?.viewedAt).toBeNull();
  });

  it("answers the same 404 for a wrong key, a missing key and a signer that does not exist", async () => {
    const { taxpayerSigner } = await sentSignatureRequest(app);
    const wrong = await calls.view(taxpayerSigner.id, "not-the-key");
    const missing = await calls.view(taxpayerSigner.id);
    const nobody = await calls.view(2_000_000_000, "not-the-key");
    for (const response of [wrong, missing, nobody]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessage).toMatch(/This signing link does not work/);
    }
    expect(wrong.json().errorMessage).toBe(nobody.json().errorMessage);
    expect((await calls.sign(taxpayerSigner.id, "not-the-key")).statusCode).toBe(404);
    expect((await calls.document(taxpayerSigner.id, "not-the-key")).statusCode).toBe(404);
  });

  it("lets the signed-in taxpayer open their own signer without the key", async () => {
    const { taxpayer, taxpayerSigner } = await sentSignatureRequest(app);
    const own = await calls.view(taxpayerSigner.id, undefined, taxpayer);
    expect(own.statusCode).toBe(200);
    expect(own.json().signerName).toBe("Dana Whitfield");
  });

  it("refuses a link opened in someone else's session, even with the right key", async () => {
    const { taxpayer, expert, taxpayerSigner, spouseSigner } = await sentSignatureRequest(app, {
      spouse: true,
    });
    if (!spouseSigner) throw new Error("no spouse");
    const stranger = await createSignedInUser(app, 1);
    const refused = await calls.view(taxpayerSigner.id, taxpayerSigner.key, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(
      "This signing link was sent to Dana Whitfield. Sign out first, or ask your professional to send the link to you.",
    );
    // The spouse's link on the taxpayer's computer, still signed in as the taxpayer.
    const shared = await calls.sign(spouseSigner.id, spouseSigner.key, {}, taxpayer);
    expect(shared.statusCode).toBe(403);
    expect(shared.json().errorMessage).toMatch(/sent to Marcus Ortega/);
    expect((await calls.document(taxpayerSigner.id, taxpayerSigner.key, expert)).statusCode).toBe(403);
    // Without the key, someone else's session learns nothing of the signer.
    expect((await calls.view(taxpayerSigner.id, undefined, stranger)).statusCode).toBe(404);
    const row = await signatureRequestsRepository.findSigner(db, spouseSigner.id);
    expect(row?.signedAt).toBeNull();
  });

  it("serves the original PDF and records the reading in the audit log", async () => {
    const { request, original, spouseSigner } = await sentSignatureRequest(app, { spouse: true });
    if (!spouseSigner) throw new Error("no spouse");
    const response = await calls.document(spouseSigner.id, spouseSigner.key);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain('filename="form-8879.pdf"');
    expect(Buffer.compare(response.rawPayload, Buffer.from(original))).toBe(0);
    expect(await lastEntry("signatures.document-viewed", request.id)).toMatchObject({
      actorUserId: null,
      detail: { signerId: spouseSigner.id },
    });
  });

  it("signs once, tells the professional, and refuses a second signature saying when", async () => {
    const { request, expert, taxpayerSigner, spouseSigner } = await sentSignatureRequest(app, {
      spouse: true,
    });
    const signed = await calls.sign(taxpayerSigner.id, taxpayerSigner.key);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ state: "signed", canSign: false, signedFileReady: false });
    const row = await signatureRequestsRepository.findSigner(db, taxpayerSigner.id);
    expect(row).toMatchObject({ signatureKind: "typed", signedFrom: "127.0.0.1" });
    // The mark is sealed, not kept as typed.
    expect(row?.markSealed).not.toContain("Dana Whitfield");
    expect(await lastEntry("signatures.signed", request.id)).toMatchObject({ detail: { kind: "typed" } });
    const notices = await getAs<{ title: string; link: string }[]>(app, expert, "User/GetUserNotifications");
    expect(notices.body[0]).toMatchObject({
      title: "Dana Whitfield signed “Form 8879 for 2025”",
      link: `expert/tax_preparation/${request.quoteId}?tab=signatures`,
    });
    const again = await calls.sign(taxpayerSigner.id, taxpayerSigner.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toMatch(/^You signed this on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    // One of two signed: the request still waits for the spouse.
    expect((await signatureRequestsRepository.findRequest(db, request.id))?.status).toBe("sent");
    expect(spouseSigner).toBeDefined();
  });

  it("refuses a drawn signature that is not a PNG in the stamping's words", async () => {
    const { taxpayerSigner } = await sentSignatureRequest(app);
    const response = await calls.sign(taxpayerSigner.id, taxpayerSigner.key, {
      signature: { kind: "drawn", png: Buffer.from("not a picture").toString("base64") },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(
      "A drawn signature could not be read as a PNG image. Draw the signature again.",
    );
    expect((await signatureRequestsRepository.findSigner(db, taxpayerSigner.id))?.signedAt).toBeNull();
  });

  it("refuses signing after the professional withdrew the request, while the page still says so", async () => {
    const { request, taxpayerSigner } = await sentSignatureRequest(app);
    await signatureRequestsRepository.updateRequest(db, request.id, {
      status: "withdrawn",
      withdrawnAt: new Date(),
    });
    const refused = await calls.sign(taxpayerSigner.id, taxpayerSigner.key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/withdrew this document/);
    const page = await calls.view(taxpayerSigner.id, taxpayerSigner.key);
    expect(page.json()).toMatchObject({ requestStatus: "withdrawn", canSign: false });
    expect((await calls.document(taxpayerSigner.id, taxpayerSigner.key)).statusCode).toBe(409);
  });

  it("refuses signing once the request ran out of time", async () => {
    const { request, taxpayerSigner } = await sentSignatureRequest(app);
    await signatureRequestsRepository.updateRequest(db, request.id, {
      expiresAt: new Date(Date.now() - 60_000),
    });
    const refused = await calls.sign(taxpayerSigner.id, taxpayerSigner.key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/waited for signatures until .* can no longer be signed/);
    const page = await calls.view(taxpayerSigner.id, taxpayerSigner.key);
    expect(page.json()).toMatchObject({ requestStatus: "expired", canSign: false });
  });

  it("says the signed copy is not ready before every signer signed", async () => {
    const { taxpayerSigner } = await sentSignatureRequest(app, { spouse: true });
    await calls.sign(taxpayerSigner.id, taxpayerSigner.key);
    const early = await calls.signedDocument(taxpayerSigner.id, taxpayerSigner.key);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toMatch(/not ready yet/);
  });
});
