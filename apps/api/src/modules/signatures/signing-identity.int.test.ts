import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert } from "../../../test/marketplace";
import { drawnSignaturePng } from "../../../test/signed-pdfs";
import { sentSignatureRequest, signingCalls } from "../../../test/signing-requests";
import { createTestApp } from "../../../test/test-app";
import { encodedForm, multipart, smallPdf } from "../../../test/uploads";
import { auditEntries } from "../../db/schema";
import { signatureRequestsRepository } from "./signature-requests.repository";

describe("a signer's identity check: two tries, then the professional's check or a page signed on paper", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const calls = signingCalls(app);
  const entriesOf = (action: string, requestId: number) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `signature-request:${requestId}`)))
      .orderBy(desc(auditEntries.id));
  const uploadPaper = async (signerId: number, key: string | undefined, bytes: Buffer, name: string) => {
    const { body, contentType } = await encodedForm(multipart({ key }, { page: [bytes, name] }));
    return app.inject({
      method: "POST",
      url: `/api/Signing/${signerId}/PaperPage`,
      headers: { "content-type": contentType },
      payload: body,
    });
  };
  const professionalPost = (user: { token: string }, path: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/api/Accountant/${path}`, headers: bearer(user), payload });

  it("refuses signing before the check passed, then lets a passed signer sign", async () => {
    const { taxpayerSigner: signer } = await sentSignatureRequest(app, { identityRequired: true });
    const early = await calls.sign(signer.id, signer.key);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toBe("Confirm your identity first, then sign.");
    const passed = await calls.checkIdentity(signer.id, signer.key, "1234");
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ identityStatus: "passed", identityTriesLeft: 1, canSign: true });
    const again = await calls.checkIdentity(signer.id, signer.key, "1234");
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe("Your identity is already confirmed. You can sign now.");
    const drawn = await calls.sign(signer.id, signer.key, {
      signature: { kind: "drawn", png: drawnSignaturePng().toString("base64") },
    });
    expect(drawn.statusCode).toBe(200);
    const checked = await calls.checkIdentity(signer.id, signer.key, "1234");
    expect(checked.statusCode).toBe(409);
    expect(checked.json().errorMessage).toMatch(/^You signed this on /);
  });

  it("refuses a check the request does not ask for", async () => {
    const { taxpayerSigner: signer } = await sentSignatureRequest(app);
    const response = await calls.checkIdentity(signer.id, signer.key, "1234");
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toMatch(/does not ask for an identity check/);
  });

  it("gives two tries, refuses a third naming the ways on, and keeps nothing the signer typed", async () => {
    const { request, taxpayerSigner: signer } = await sentSignatureRequest(app, { identityRequired: true });
    const first = await calls.checkIdentity(signer.id, signer.key, "0000");
    expect(first.json()).toMatchObject({
      identityStatus: "failed",
      identityTriesLeft: 1,
      canUploadPaper: false,
    });
    const second = await calls.checkIdentity(signer.id, signer.key, "0000");
    expect(second.json()).toMatchObject({
      identityStatus: "failed",
      identityTriesLeft: 0,
      canSign: false,
      canUploadPaper: true,
      state: "identity-failed",
    });
    const third = await calls.checkIdentity(signer.id, signer.key, "1234");
    expect(third.statusCode).toBe(409);
    expect(third.json().errorMessage).toMatch(/in person or by video call, or print the signature page/);
    const refusedSign = await calls.sign(signer.id, signer.key);
    expect(refusedSign.statusCode).toBe(409);
    expect(refusedSign.json().errorMessage).toMatch(/Both identity check tries are used/);
    const row = await signatureRequestsRepository.findSigner(db, signer.id);
    expect(row).toMatchObject({
      identityTries: 2,
      identityStatus: "failed",
      identityMethod: "Test identity check",
    });
    expect(row?.identityReference).toMatch(/^test-/);
    const entries = await entriesOf("signatures.identity-checked", request.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.detail).toEqual({
      signerId: signer.id,
      passed: false,
      provider: "Test identity check",
    });
    const stored = JSON.stringify({ row, entries });
    for (const typed of ["1984-03-17", "0000", 'Dana Whitfield","dateOfBirth'])
      expect(stored).not.toContain(typed);
  });

  it("takes a paper page only after both tries failed, once at a time, and only PDF, JPG or PNG", async () => {
    const { request, expert, spouseSigner } = await sentSignatureRequest(app, {
      identityRequired: true,
      spouse: true,
    });
    if (!spouseSigner) throw new Error("no spouse");
    const early = await uploadPaper(spouseSigner.id, spouseSigner.key, smallPdf(), "page.pdf");
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toMatch(/only after both identity check tries/);
    await calls.checkIdentity(spouseSigner.id, spouseSigner.key, "0000");
    await calls.checkIdentity(spouseSigner.id, spouseSigner.key, "0000");
    const text = await uploadPaper(
      spouseSigner.id,
      spouseSigner.key,
      Buffer.from("signed, honestly\n"),
      "page.txt",
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessage).toBe("Choose the signed page to upload: a PDF, JPG or PNG file.");
    const wrongKey = await uploadPaper(spouseSigner.id, "not-the-key", smallPdf(), "page.pdf");
    expect(wrongKey.statusCode).toBe(404);
    const uploaded = await uploadPaper(spouseSigner.id, spouseSigner.key, smallPdf(), "page.pdf");
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ state: "paper-uploaded", canUploadPaper: false, canSign: false });
    const twice = await uploadPaper(spouseSigner.id, spouseSigner.key, smallPdf(), "page.pdf");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toMatch(/waiting for your professional/);
    expect(await entriesOf("signatures.paper-uploaded", request.id)).toHaveLength(1);
    const notices = await app.inject({
      method: "GET",
      url: "/api/User/GetUserNotifications",
      headers: bearer(expert),
    });
    expect(notices.json()[0]).toMatchObject({ title: "Marcus Ortega uploaded a hand-signed page" });
    // The job's professional reads the page through the files call; a stranger does not.
    const fileId = (await signatureRequestsRepository.findSigner(db, spouseSigner.id))?.paperFileId;
    expect(
      (await app.inject({ method: "GET", url: `/api/files/${fileId}`, headers: bearer(expert) })).statusCode,
    ).toBe(200);
    const stranger = await createSignedInUser(app, 1);
    expect(
      (await app.inject({ method: "GET", url: `/api/files/${fileId}`, headers: bearer(stranger) }))
        .statusCode,
    ).not.toBe(200);
  });

  it("sends a paper page back with a note; the spouse is mailed a new link and may upload again", async () => {
    const { expert, spouseSigner } = await sentSignatureRequest(app, {
      identityRequired: true,
      spouse: true,
    });
    if (!spouseSigner) throw new Error("no spouse");
    await calls.checkIdentity(spouseSigner.id, spouseSigner.key, "0000");
    await calls.checkIdentity(spouseSigner.id, spouseSigner.key, "0000");
    await uploadPaper(spouseSigner.id, spouseSigner.key, smallPdf(), "page.pdf");
    const otherPro = await createExpert(app);
    const notTheirs = await professionalPost(otherPro, "RejectPaperSignature", {
      signerId: spouseSigner.id,
      note: "No.",
    });
    expect(notTheirs.statusCode).toBe(404);
    const rejected = await professionalPost(expert, "RejectPaperSignature", {
      signerId: spouseSigner.id,
      note: "The signature line is blank.",
    });
    expect(rejected.statusCode).toBe(200);
    const signerView = rejected.json<{ signers: { id: number; state: string; paperNote: string }[] }>()
      .signers;
    expect(signerView.find((one) => one.id === spouseSigner.id)).toMatchObject({
      state: "paper-rejected",
      paperNote: "The signature line is blank.",
    });
    const mail = await latestMailTo(app, spouseSigner.email);
    expect(mail?.subject).toBe("Your hand-signed page for “Form 8879 for 2025” was sent back");
    expect(mail?.text).toContain("The signature line is blank.");
    const newKey = mail?.text.match(/\/sign\/\d+#key=([\w-]+)/)?.[1];
    expect(newKey).toBeDefined();
    // The link before stops working; the mailed one opens the page, which asks for a new upload.
    expect((await calls.view(spouseSigner.id, spouseSigner.key)).statusCode).toBe(404);
    const page = await calls.view(spouseSigner.id, newKey);
    expect(page.json()).toMatchObject({ state: "paper-rejected", canUploadPaper: true });
    const again = await uploadPaper(
      spouseSigner.id,
      newKey,
      await Promise.resolve(drawnSignaturePng()),
      "page.png",
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: "paper-uploaded" });
    const nothingWaits = await professionalPost(expert, "AcceptPaperSignature", { signerId: 2_000_000_000 });
    expect(nothingWaits.statusCode).toBe(404);
  });

  it("lets the professional verify a failed signer in person, who may then sign", async () => {
    const {
      request,
      expert,
      taxpayerSigner: signer,
    } = await sentSignatureRequest(app, { identityRequired: true });
    await calls.checkIdentity(signer.id, signer.key, "0000");
    const otherPro = await createExpert(app);
    const verify = {
      signerId: signer.id,
      method: "in-person",
      note: "Saw her driver's license at the office.",
    };
    expect((await professionalPost(otherPro, "VerifySigner", verify)).statusCode).toBe(404);
    const verified = await professionalPost(expert, "VerifySigner", verify);
    expect(verified.statusCode).toBe(200);
    const row = await signatureRequestsRepository.findSigner(db, signer.id);
    expect(row).toMatchObject({ identityStatus: "in-person", verifiedByUserId: expert.id });
    expect((await entriesOf("signatures.signer-verified", request.id))[0]?.detail).toMatchObject({
      method: "in-person",
    });
    const twice = await professionalPost(expert, "VerifySigner", { ...verify, method: "video" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toMatch(/already confirmed/);
    expect((await calls.view(signer.id, signer.key)).json()).toMatchObject({ canSign: true });
    const signedNow = await calls.sign(signer.id, signer.key);
    expect(signedNow.json()).toMatchObject({ state: "signed" });
    const late = await professionalPost(expert, "VerifySigner", verify);
    expect(late.statusCode).toBe(409);
  });

  it("refuses verifying a signer of a request that asks for no identity check", async () => {
    const { expert, taxpayerSigner: signer } = await sentSignatureRequest(app);
    const response = await professionalPost(expert, "VerifySigner", {
      signerId: signer.id,
      method: "video",
      note: "Video call on Tuesday.",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toMatch(/does not ask for an identity check/);
  });

  it("refuses an identity try or a paper page once the request was withdrawn or ran out of time", async () => {
    const { request, taxpayerSigner: signer } = await sentSignatureRequest(app, { identityRequired: true });
    await calls.checkIdentity(signer.id, signer.key, "0000");
    await calls.checkIdentity(signer.id, signer.key, "0000");
    await signatureRequestsRepository.updateRequest(db, request.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await uploadPaper(signer.id, signer.key, smallPdf(), "page.pdf");
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errorMessage).toMatch(/can no longer be signed/);
    await signatureRequestsRepository.updateRequest(db, request.id, {
      status: "withdrawn",
      withdrawnAt: new Date(),
    });
    const withdrawn = await calls.checkIdentity(signer.id, signer.key, "1234");
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().errorMessage).toMatch(/withdrew this document/);
  });

  it("asks for the page when the upload carries no file", async () => {
    const { taxpayerSigner: signer } = await sentSignatureRequest(app, { identityRequired: true });
    const { body, contentType } = await encodedForm(multipart({ key: signer.key }));
    const response = await app.inject({
      method: "POST",
      url: `/api/Signing/${signer.id}/PaperPage`,
      headers: { "content-type": contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("Choose the signed page to upload: a PDF, JPG or PNG file.");
  });
});
