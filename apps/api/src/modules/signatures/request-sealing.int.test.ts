import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { getAs } from "../../../test/marketplace";
import { drawnSignaturePng } from "../../../test/signed-pdfs";
import { sentSignatureRequest, signingCalls } from "../../../test/signing-requests";
import { createTestApp } from "../../../test/test-app";
import { encodedForm, multipart, photoPng } from "../../../test/uploads";
import { auditEntries } from "../../db/schema";
import { checkSeal, sha256Hex } from "./index";
import { signatureRequestsRepository } from "./signature-requests.repository";

/** The text of a PDF's last page, as a person reading the certificate sees it. */
async function lastPageText(bytes: Uint8Array): Promise<string> {
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const dir = await mkdtemp(path.join(tmpdir(), "taxlane-sealed-"));
  try {
    const file = path.join(dir, "signed.pdf");
    await writeFile(file, bytes);
    return execFileSync("pdftotext", ["-layout", "-f", String(pages), "-l", String(pages), file, "-"], {
      encoding: "utf8",
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("a married couple's Form 8879: one signs on screen, the other on paper; the file is sealed", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const calls = signingCalls(app);

  it("seals the request once the professional accepts the spouse's paper page", async () => {
    const { request, original, expert, taxpayer, taxpayerSigner, spouseSigner } = await sentSignatureRequest(
      app,
      {
        identityRequired: true,
        spouse: true,
      },
    );
    if (!spouseSigner) throw new Error("no spouse");
    // The taxpayer passes the check and signs with a drawn signature.
    expect((await calls.checkIdentity(taxpayerSigner.id, undefined, "1234", taxpayer)).statusCode).toBe(200);
    const drawn = await calls.sign(
      taxpayerSigner.id,
      undefined,
      { signature: { kind: "drawn", png: drawnSignaturePng().toString("base64") } },
      taxpayer,
    );
    expect(drawn.json()).toMatchObject({ state: "signed", signedFileReady: false });
    // The spouse fails both tries and uploads a photo of the page signed by hand.
    await calls.checkIdentity(spouseSigner.id, spouseSigner.key, "0000");
    await calls.checkIdentity(spouseSigner.id, spouseSigner.key, "0000");
    const { body, contentType } = await encodedForm(
      multipart({ key: spouseSigner.key }, { page: [await photoPng(400, "#f4f1ea"), "signed-page.png"] }),
    );
    const uploaded = await app.inject({
      method: "POST",
      url: `/api/Signing/${spouseSigner.id}/PaperPage`,
      headers: { "content-type": contentType },
      payload: body,
    });
    expect(uploaded.statusCode).toBe(200);
    const accepted = await app.inject({
      method: "POST",
      url: "/api/Accountant/AcceptPaperSignature",
      headers: bearer(expert),
      payload: { signerId: spouseSigner.id },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "completed" });
    const acceptedSigners = accepted.json<{ signers: { id: number; state: string }[] }>().signers;
    expect(acceptedSigners.find((one) => one.id === spouseSigner.id)?.state).toBe("signed-on-paper");

    const row = await signatureRequestsRepository.findRequest(db, request.id);
    expect(row).toMatchObject({ status: "completed" });
    expect(row?.signedFileId).toBeTypeOf("number");

    // The spouse is mailed a link that opens the signed copy.
    const mail = await latestMailTo(
      app,
      spouseSigner.email,
      "Your signed copy of “Form 8879 for 2025” is ready",
    );
    const key = mail?.text.match(/\/sign\/\d+#key=([\w-]+)/)?.[1];
    expect(key).toBeDefined();
    const downloaded = await calls.signedDocument(spouseSigner.id, key);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-type"]).toBe("application/pdf");
    const signed = new Uint8Array(downloaded.rawPayload);
    expect(sha256Hex(signed)).toBe(row?.signedSha256);
    expect((await calls.signedDocument(taxpayerSigner.id, undefined, taxpayer)).statusCode).toBe(200);
    const downloads = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "signatures.signed-downloaded"),
          eq(auditEntries.subject, `signature-request:${request.id}`),
        ),
      );
    expect(downloads.map((entry) => entry.actorUserId).sort()).toEqual([taxpayer.id, null].sort());
    expect((await calls.view(spouseSigner.id, key)).json()).toMatchObject({ signedFileReady: true });

    // Sealed: the seal holds over the whole file, and one changed byte breaks it.
    expect(checkSeal(signed)).toMatchObject({ intact: true, coversWholeFile: true });
    const tampered = new Uint8Array(signed);
    // A byte inside the signed range, early in the original's content.
    tampered[200] = (tampered[200] ?? 0) ^ 0x01;
    expect(checkSeal(tampered)?.intact).toBe(false);

    // The original's 2 pages, the hand-signed page, then the certificate.
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(4);
    const certificate = await lastPageText(signed);
    expect(certificate).toContain(sha256Hex(original));
    expect(certificate).toContain("Dana Whitfield");
    expect(certificate).toContain("Test identity check, passed");
    expect(certificate).toContain("Marcus Ortega");
    expect(certificate).toContain("Signed on paper, accepted by Test Person");

    // Both sides of the job are told, and read the signed file through the files call.
    for (const [user, side] of [
      [expert, "expert"],
      [taxpayer, "user"],
    ] as const) {
      const notices = await getAs<{ title: string; link: string }[]>(app, user, "User/GetUserNotifications");
      expect(notices.body[0]).toMatchObject({
        title: "“Form 8879 for 2025” is signed by everyone",
        link: `${side}/tax_preparation/${request.quoteId}?tab=signatures`,
      });
      const file = await app.inject({
        method: "GET",
        url: `/api/files/${row?.signedFileId}`,
        headers: bearer(user),
      });
      expect(file.statusCode).toBe(200);
    }

    // Done is done: no more signing, checks or paper decisions.
    expect((await calls.sign(spouseSigner.id, key)).statusCode).toBe(409);
    const late = await app.inject({
      method: "POST",
      url: "/api/Accountant/RejectPaperSignature",
      headers: bearer(expert),
      payload: { signerId: spouseSigner.id, note: "Too late." },
    });
    expect(late.statusCode).toBe(409);
  });

  it("seals when the last of two on-screen signers signs, mailing the spouse the link they hold", async () => {
    const { request, taxpayer, taxpayerSigner, spouseSigner } = await sentSignatureRequest(app, {
      spouse: true,
    });
    if (!spouseSigner) throw new Error("no spouse");
    expect((await calls.sign(taxpayerSigner.id, undefined, {}, taxpayer)).statusCode).toBe(200);
    const last = await calls.sign(spouseSigner.id, spouseSigner.key, {
      signature: { kind: "typed", text: "Marcus Ortega" },
      initials: "MO",
    });
    expect(last.json()).toMatchObject({ state: "signed", signedFileReady: true, requestStatus: "completed" });
    // The spouse's page stays open with the key they hold; the mail carries the same one.
    const mail = await latestMailTo(app, spouseSigner.email);
    expect(mail?.text).toContain(`/sign/${spouseSigner.id}#key=${spouseSigner.key}`);
    const copy = await calls.signedDocument(spouseSigner.id, spouseSigner.key);
    expect(copy.statusCode).toBe(200);
    const certificate = await lastPageText(new Uint8Array(copy.rawPayload));
    expect(certificate).toContain("Signing link sent by e-mail, no identity check asked");
    expect((await signatureRequestsRepository.findRequest(db, request.id))?.status).toBe("completed");
  });
});
