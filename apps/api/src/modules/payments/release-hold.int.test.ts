import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, type TestUser } from "../../../test/factories";
import { sentInvoice } from "../../../test/invoices";
import { getAs, startedJob, uploadTaxReturn } from "../../../test/marketplace";
import { sentSignatureRequest, signingCalls } from "../../../test/signing-requests";
import { createTestApp } from "../../../test/test-app";
import { invoices, paymentSettings, storedFiles } from "../../db/schema";
import { SIGNATURE_ORIGINAL_PURPOSE } from "../signatures";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db, clock } = app.services;
const signing = signingCalls(app);

const releaseOnPayment = (expertUserId: number, on: boolean) =>
  db
    .insert(paymentSettings)
    .values({ userId: expertUserId, releaseOnPayment: on, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: paymentSettings.userId, set: { releaseOnPayment: on } });
const detailOf = async (user: TestUser, quoteId: number) =>
  (await getAs<TaxPreparationDetail>(app, user, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`)).body;
const download = (user: TestUser, fileId: number) =>
  app.inject({ method: "GET", url: `/api/files/${fileId}`, headers: bearer(user) });

/** A job whose return is uploaded, with an invoice of $300.00 sent and unpaid. */
async function filedJobWithInvoice(job: Awaited<ReturnType<typeof startedJob>>) {
  const invoice = await sentInvoice(app, job.expert, job.quoteId, 30_000);
  const uploaded = await uploadTaxReturn(app, job.expert, job.quoteId);
  if (uploaded.statusCode !== 200) throw new Error(uploaded.body);
  const returnFileId = (await detailOf(job.expert, job.quoteId)).taxReturnFile?.id ?? 0;
  return { invoice, returnFileId };
}

describe("the return and the 8879 held until paid", () => {
  it("hold them from the taxpayer while the invoice is due, saying why; release them once it is paid", async () => {
    const job = await sentSignatureRequest(app, { identityRequired: true });
    const { taxpayer, expert, quoteId, request, taxpayerSigner } = job;
    // The helper's original has a test purpose; as sending saves it, the files calls read it too.
    await db
      .update(storedFiles)
      .set({ purpose: SIGNATURE_ORIGINAL_PURPOSE })
      .where(eq(storedFiles.id, request.originalFileId ?? 0));
    await releaseOnPayment(expert.id, true);
    const { invoice, returnFileId } = await filedJobWithInvoice(job);

    const held = await detailOf(taxpayer, quoteId);
    expect(held.releaseHold).toEqual({
      invoiceId: invoice.id,
      invoiceNumber: "INV-0001",
      dueCents: 30_000,
      dueDate: invoice.dueDate,
    });
    // An existing client still reads the return's reference; the download says why it waits.
    expect(held.taxReturnFile?.id).toBe(returnFileId);
    const words = { professional: "Test Person", number: "INV-0001", due: "$300.00" };
    const refused = await download(taxpayer, returnFileId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(t("releaseHolds.returnHeld", words));
    for (const response of [
      await signing.view(taxpayerSigner.id, undefined, taxpayer),
      await signing.view(taxpayerSigner.id, taxpayerSigner.key),
      await signing.document(taxpayerSigner.id, taxpayerSigner.key),
      await signing.sign(taxpayerSigner.id, taxpayerSigner.key),
      await download(taxpayer, request.originalFileId ?? 0),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().errorMessage).toBe(t("releaseHolds.signatureHeld", words));
    }

    // Partly paid: still held, for what is left.
    await db
      .update(invoices)
      .set({ paidCents: 10_000, status: "partly-paid" })
      .where(eq(invoices.id, invoice.id));
    expect((await detailOf(taxpayer, quoteId)).releaseHold?.dueCents).toBe(20_000);
    expect((await download(taxpayer, returnFileId)).statusCode).toBe(409);

    await db.update(invoices).set({ paidCents: 30_000, status: "paid" }).where(eq(invoices.id, invoice.id));
    expect((await detailOf(taxpayer, quoteId)).releaseHold).toBeNull();
    expect((await download(taxpayer, returnFileId)).statusCode).toBe(200);
    expect((await signing.view(taxpayerSigner.id, taxpayerSigner.key)).statusCode).toBe(200);
    expect((await download(taxpayer, request.originalFileId ?? 0)).statusCode).toBe(200);
  });

  it("never hold the professional", async () => {
    const job = await startedJob(app);
    await releaseOnPayment(job.expert.id, true);
    const { returnFileId } = await filedJobWithInvoice(job);
    expect((await detailOf(job.taxpayer, job.quoteId)).releaseHold).not.toBeNull();
    const theirs = await detailOf(job.expert, job.quoteId);
    expect(theirs.releaseHold).toBeUndefined();
    expect(theirs.taxReturnFile?.id).toBe(returnFileId);
    expect((await download(job.expert, returnFileId)).statusCode).toBe(200);
  });

  it("hold nothing when the professional does not release on payment", async () => {
    const withoutSettings = await startedJob(app);
    const first = await filedJobWithInvoice(withoutSettings);
    expect((await detailOf(withoutSettings.taxpayer, withoutSettings.quoteId)).releaseHold).toBeNull();
    expect((await download(withoutSettings.taxpayer, first.returnFileId)).statusCode).toBe(200);

    const turnedOff = await startedJob(app);
    await releaseOnPayment(turnedOff.expert.id, false);
    const second = await filedJobWithInvoice(turnedOff);
    expect((await detailOf(turnedOff.taxpayer, turnedOff.quoteId)).releaseHold).toBeNull();
    expect((await download(turnedOff.taxpayer, second.returnFileId)).statusCode).toBe(200);
  });

  it("leave a request without an identity check open to sign", async () => {
    const job = await sentSignatureRequest(app, { identityRequired: false });
    await releaseOnPayment(job.expert.id, true);
    await sentInvoice(app, job.expert, job.quoteId, 30_000);
    expect((await detailOf(job.taxpayer, job.quoteId)).releaseHold).not.toBeNull();
    expect((await signing.view(job.taxpayerSigner.id, job.taxpayerSigner.key)).statusCode).toBe(200);
  });
});
