import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { readAndSign, sentQuote } from "../../../test/engagement-letters";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { acknowledge, dayOfApp, jobInForReview, recordFiling } from "../../../test/filings";
import { postAs, sentInvoice } from "../../../test/invoices";
import { createExpert, getAs, postQuery, startedJob, uploadTaxReturn } from "../../../test/marketplace";
import { recordedPayment } from "../../../test/recorded-payments";
import { generatedPdf } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";
import { auditEntries, paymentSettings, signatureRequests } from "../../db/schema";
import { SIGNATURE_SIGNED_PURPOSE, sha256Hex } from "../signatures";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db, clock, files } = app.services;
const workDir = mkdtempSync(path.join(tmpdir(), "return-pack-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const downloadPack = (user: TestUser, quoteId: number) =>
  app.inject({
    method: "GET",
    url: `/api/User/DownloadReturnPack?quoteId=${quoteId}`,
    headers: bearer(user),
  });
const errorOf = (response: { json: () => { errorMessage?: string } }) => response.json().errorMessage;

/** The text of a whole PDF, as pdftotext reads it, its lines' spacing made single. */
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(workDir, name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/[ \t]+/g, " ");
}

/** A completed signature request of the job, its sealed file saved as sealing saves it. */
async function completedRequest(
  job: { quoteId: number; expert: TestUser },
  title: string,
  identityRequired: boolean,
) {
  const pdf = await generatedPdf(1);
  const signed = await files.save({
    bytes: Buffer.from(pdf),
    name: `${title}.pdf`,
    purpose: SIGNATURE_SIGNED_PURPOSE,
    ownerUserId: job.expert.id,
    allow: "pdf",
  });
  const now = clock.now();
  await db.insert(signatureRequests).values({
    quoteId: job.quoteId,
    expertUserId: job.expert.id,
    title,
    originalSha256: sha256Hex(pdf),
    pageSizes: [{ width: 612, height: 792 }],
    identityRequired,
    status: "completed",
    createdAt: now,
    sentAt: now,
    completedAt: now,
    signedFileId: signed.id,
    signedSha256: sha256Hex(pdf),
  });
}

/** The professional shares the job's return: a whole 2-page PDF, as their tax software writes it. */
async function uploadWholeReturn(expert: TestUser, quoteId: number) {
  const response = await app.inject({
    method: "POST",
    url: "/api/Accountant/UploadTaxReturnFile",
    headers: bearer(expert),
    body: multipart(
      { quoteId: String(quoteId) },
      { taxReturn: [Buffer.from(await generatedPdf(2)), "return-2025.pdf"] },
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves a started job on to in for review, as its taxpayer's moves do. */
async function toInForReview(taxpayer: TestUser, quoteId: number) {
  for (const step of [
    "Taxpayer/MakeTaxPreparationJobStatusInProcess",
    "taxpayer/makeTaxPreparationJobStatusInForReview",
  ]) {
    const moved = await postQuery(app, taxpayer, step, { quoteId });
    if (moved.statusCode !== 200) throw new Error(`${step}: ${moved.body}`);
  }
}

/**
 * A filed job with everything a pack holds: the engagement letter signed, the return uploaded, a
 * signed 8879 and another signed document, an invoice paid with its receipt, the federal return
 * filed, accepted and its refund recorded.
 */
async function filedJob() {
  const { expert, taxpayer, quoteId } = await sentQuote(app);
  expect((await readAndSign(app, taxpayer, quoteId)).statusCode).toBe(200);
  const confirmed = await postQuery(app, expert, "Accountant/ConfirmQuote", { quoteId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await toInForReview(taxpayer, quoteId);
  await uploadWholeReturn(expert, quoteId);
  await completedRequest({ quoteId, expert }, "Form 8879 for 2025", true);
  await completedRequest({ quoteId, expert }, "Consent to use of tax return information", false);
  const invoice = await sentInvoice(app, expert, quoteId, 30_000);
  await recordedPayment(
    app,
    invoice,
    { expertUserId: expert.id, taxpayerUserId: taxpayer.id },
    { amountCents: 30_000, receiptSeq: 1 },
  );
  const [filing] = (await recordFiling(app, expert, quoteId)).filings;
  await acknowledge(app, expert, filing?.id ?? 0);
  const outcome = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
    quoteId,
    refundCents: 123_456,
  });
  expect(outcome.statusCode, outcome.body).toBe(200);
  const detail = await getAs<TaxPreparationDetail>(
    app,
    taxpayer,
    `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`,
  );
  return { expert, taxpayer, quoteId, taxYear: detail.body.taxPreparationYear };
}

describe("the return pack of a filed job", async () => {
  const job = await filedJob();
  const { expert, taxpayer, quoteId, taxYear } = job;

  it("binds the return, the signed documents, the filings and the receipts behind a contents page, for either side", async () => {
    for (const user of [taxpayer, expert]) {
      const response = await downloadPack(user, quoteId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const fileName = `Taxlane ${taxYear} tax return \u2013 Test Person.pdf`;
      expect(response.headers["content-disposition"]).toContain(
        `filename*=UTF-8''${encodeURIComponent(fileName)}`,
      );
      const doc = await PDFDocument.load(response.rawPayload);
      expect(doc.getTitle()).toBe(`Taxlane ${taxYear} tax return \u2013 Test Person`);

      const text = pdfText(response.rawPayload, `pack-${user.id}.pdf`);
      const contents = text.slice(0, text.indexOf("\f"));
      const listed = [
        "Filed return \u2014 return-2025.pdf",
        "Engagement letter, signed",
        "E-file authorization: Form 8879 for 2025, signed",
        "Consent to use of tax return information, signed",
        "Filings and outcome",
        "Receipt RCT-0001 of invoice INV-0001, paid",
      ];
      const at = listed.map((title) => contents.indexOf(title));
      expect(
        at.every((index) => index >= 0),
        contents,
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(contents).not.toContain("Not included");
      // The cover, the return's 2 pages, the letter's, one page for each signed document, the filings, the receipt.
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1 + 2 + 1 + 1 + 1 + 1 + 1);
      // The filings page, drawn like the cover, and the receipt's own page are in it.
      expect(text).toContain(`Filings of the ${taxYear} return`);
      expect(text).toContain("Original federal return, e-file, filed");
      expect(text).toContain("Accepted");
      expect(text).toContain("Refund of $1,234.56");
      expect(text).toContain("Receipt RCT-0001");
      expect(text).toContain("Engagement letter");
    }
    const audited = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "tax-preparation.return-pack"),
          eq(auditEntries.subject, `quote:${quoteId}`),
        ),
      );
    expect(audited.map((entry) => entry.actorUserId).sort()).toEqual([taxpayer.id, expert.id].sort());
    expect(audited[0]?.subjectUserId).toBe(taxpayer.id);
    expect(audited[0]?.detail).toEqual({ parts: 6 });
  });

  it("is nobody else's: another taxpayer or professional reads it as missing", async () => {
    const strangers = [await createSignedInUser(app, 1), await createExpert(app)];
    for (const stranger of strangers) {
      const response = await downloadPack(stranger, quoteId);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(t("taxPreparation.jobNotFound"));
    }
    expect((await downloadPack(taxpayer, 999_999)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: "GET",
      url: `/api/User/DownloadReturnPack?quoteId=${quoteId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("waits for the filing, and a cancelled job has none, each said in words", async () => {
    const inReview = await jobInForReview(app);
    for (const user of [inReview.taxpayer, inReview.expert]) {
      const response = await downloadPack(user, inReview.quoteId);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toBe(t("returnPack.notFiled"));
    }
    const cancelled = await startedJob(app);
    const cancel = await postAs(app, cancelled.taxpayer, "Taxpayer/CancelJob", {
      quoteId: cancelled.quoteId,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await downloadPack(cancelled.expert, cancelled.quoteId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(t("returnPack.cancelled"));
  });

  it("is held from the taxpayer while an invoice holds the return, saying to pay; the professional still has it", async () => {
    const held = await jobInForReview(app);
    // The test helper's return is a PDF the bundle cannot copy: the pack lists it as left out, and why.
    expect((await uploadTaxReturn(app, held.expert, held.quoteId)).statusCode).toBe(200);
    await recordFiling(app, held.expert, held.quoteId);
    await db
      .insert(paymentSettings)
      .values({ userId: held.expert.id, releaseOnPayment: true, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: paymentSettings.userId, set: { releaseOnPayment: true } });
    const invoice = await sentInvoice(app, held.expert, held.quoteId, 20_000);

    const refused = await downloadPack(held.taxpayer, held.quoteId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(
      t("releaseHolds.returnHeld", { professional: "Test Person", number: "INV-0001", due: "$200.00" }),
    );
    expect((await downloadPack(held.expert, held.quoteId)).statusCode).toBe(200);

    await recordedPayment(
      app,
      invoice,
      { expertUserId: held.expert.id, taxpayerUserId: held.taxpayer.id },
      { amountCents: 20_000, receiptSeq: 1, paidAt: new Date(`${dayOfApp(app)}T12:00:00Z`) },
    );
    const released = await downloadPack(held.taxpayer, held.quoteId);
    expect(released.statusCode, released.body).toBe(200);
    const contents = pdfText(released.rawPayload, "released.pdf");
    expect(contents.slice(contents.indexOf("Not included"))).toContain("Filed return \u2014 return-2025.pdf");
    expect(contents).toContain("Receipt RCT-0001 of invoice INV-0001");
    // No letter was signed and nothing sent for signing: the pack holds what the job has.
    expect(contents).not.toContain("Engagement letter");
  });
});
