import type {
  ExpertTaxPreparation,
  JobCancellation,
  TaxPreparationDetail,
  TaxpayerTaxPreparation,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { draftBody, postAs, sentInvoice } from "../../../test/invoices";
import { latestMailTo } from "../../../test/mailbox";
import { getAs, postQuery, startedJob, uploadTaxReturn } from "../../../test/marketplace";
import { billingOf, checkoutSession, connectPayouts, openCheckout, payInvoice } from "../../../test/payments";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, invoicePayments, notifications } from "../../db/schema";
import { invoiceReminderRecords, releaseHoldOf } from "../payments";
import { markJobFiled } from "./job-filing";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const cancel = (user: TestUser, quoteId: number, reason?: string) =>
  postAs(app, user, "Taxpayer/CancelJob", { quoteId, ...(reason === undefined ? {} : { reason }) });
const detailOf = async (user: TestUser, quoteId: number) =>
  (await getAs<TaxPreparationDetail>(app, user, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`)).body;
const errorOf = (response: { json: <T>() => T }) => response.json<{ errorMessage: string }>().errorMessage;
const keepDeposits = (expert: TestUser) =>
  postAs(app, expert, "Accountant/SavePaymentSettings", {
    releaseOnPayment: false,
    reminderEveryDays: 7,
    keepDepositOnCancel: true,
  });

/** A job of $900.00 whose professional takes payments, with a $300.00 invoice whose $100.00 deposit is paid. */
async function jobWithPaidDeposit() {
  const job = await startedJob(app, "900");
  await connectPayouts(app, job.expert);
  const deposit = await sentInvoice(app, job.expert, job.quoteId, 30_000, { depositCents: 10_000 });
  await payInvoice(app, job.taxpayer, deposit.id);
  return { ...job, deposit };
}

describe("cancelling a job before work starts", () => {
  it("refunds a paid deposit in full, voids an unpaid invoice, ends its checkout, tells the professional and audits", async () => {
    const { expert, taxpayer, quoteId, deposit } = await jobWithPaidDeposit();
    const unpaid = await sentInvoice(app, expert, quoteId, 20_000);
    await checkoutSession(app, taxpayer, unpaid.id);
    const before = await detailOf(taxpayer, quoteId);
    expect(before.cancelledAt).toBeNull();
    expect(before.cancelTerms).toEqual({
      canCancel: true,
      depositKept: false,
      paidCents: 10_000,
      refundedCents: 0,
    });

    const response = await cancel(taxpayer, quoteId, "I found someone closer to home.");
    expect(response.statusCode).toBe(200);
    const answer = response.json<JobCancellation>();
    expect(answer).toMatchObject({
      quoteId,
      refundedCents: 10_000,
      keptCents: 0,
      outcome: t("jobCancellation.refundedOutcome", { amount: "$100.00" }),
    });

    const billing = await billingOf(app, taxpayer, quoteId);
    expect(billing.invoices.find((each) => each.id === unpaid.id)).toMatchObject({
      status: "void",
      voidReason: t("jobCancellation.voidReason"),
    });
    // The paid invoice stays as paid; its payment went back in full, refunded by the cancellation.
    const payment = billing.payments.find((each) => each.invoiceId === deposit.id);
    expect(payment?.refundedCents).toBe(10_000);
    expect(payment?.refunds).toEqual([
      expect.objectContaining({
        amountCents: 10_000,
        reason: t("jobCancellation.refundReason"),
        byProfessional: false,
      }),
    ]);
    const checkouts = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, unpaid.id));
    expect(checkouts.map((each) => each.status)).toEqual(["expired"]);

    const words = { taxpayer: "Test Person", taxYear: String(before.taxPreparationYear) };
    const title = t("jobCancellation.cancelledTitle", words);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, expert.id))
      .orderBy(desc(notifications.id));
    expect(notice).toMatchObject({
      title,
      description: t("jobCancellation.cancelledWithReasonText", {
        ...words,
        money: t("jobCancellation.refundedMoney", { amount: "$100.00" }),
        reason: "I found someone closer to home.",
      }),
      link: `expert/tax_preparation/${quoteId}`,
    });
    expect((await latestMailTo(app, expert.email, title))?.text).toContain("I found someone closer to home.");
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "tax-preparation.job-cancelled"),
          eq(auditEntries.subject, `quote:${quoteId}`),
        ),
      );
    expect(entry).toMatchObject({
      actorUserId: taxpayer.id,
      subjectUserId: taxpayer.id,
      detail: { statusId: 1, refundedCents: 10_000, keptCents: 0 },
    });

    const after = await detailOf(taxpayer, quoteId);
    expect(after.cancelledAt).toBe(answer.cancelledAt);
    expect(after.cancelReason).toBe("I found someone closer to home.");
    expect(after.cancelTerms).toEqual({
      canCancel: false,
      depositKept: false,
      paidCents: 0,
      refundedCents: 10_000,
    });
    expect((await detailOf(expert, quoteId)).cancelledAt).toBe(answer.cancelledAt);
    const theirs = await getAs<TaxpayerTaxPreparation[]>(
      app,
      taxpayer,
      "Taxpayer/GetTaxpayerTaxPreparations",
    );
    expect(theirs.body.find((each) => each.quoteId === quoteId)?.cancelledAt).toBe(answer.cancelledAt);
    const listed = await getAs<ExpertTaxPreparation[]>(
      app,
      expert,
      "Accountant/GetAccountantTaxPreparations",
    );
    expect(listed.body.find((each) => each.quoteId === quoteId)?.cancelledAt).toBe(answer.cancelledAt);
    // What is left on the partly paid invoice is asked of nobody, nor holds anything.
    const waiting = await invoiceReminderRecords.waiting(db);
    expect(waiting.some((each) => each.quoteId === quoteId)).toBe(false);
    expect(await releaseHoldOf(db, quoteId)).toBeNull();

    // Cancelling again answers what was done, and refunds nothing more.
    const again = await cancel(taxpayer, quoteId);
    expect(again.statusCode).toBe(200);
    expect(again.json<JobCancellation>()).toEqual(answer);
    expect(
      (await billingOf(app, taxpayer, quoteId)).payments.find((each) => each.id === payment?.id)?.refunds,
    ).toHaveLength(1);
  });

  it("refunds once when two cancellations arrive at once, both answering the same", async () => {
    const { taxpayer, quoteId, deposit } = await jobWithPaidDeposit();
    const [first, second] = await Promise.all([cancel(taxpayer, quoteId), cancel(taxpayer, quoteId)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<JobCancellation>()).toEqual(second.json<JobCancellation>());
    const payment = (await billingOf(app, taxpayer, quoteId)).payments.find(
      (each) => each.invoiceId === deposit.id,
    );
    expect(payment?.refunds).toHaveLength(1);
    expect(payment?.refundedCents).toBe(10_000);
  });

  it("bills, prices and takes payments on a cancelled job no more, nor moves it on", async () => {
    const { expert, taxpayer, quoteId, deposit } = await jobWithPaidDeposit();
    expect((await cancel(taxpayer, quoteId)).statusCode).toBe(200);

    const draft = await postAs(app, expert, "Accountant/CreateInvoice", draftBody(app, quoteId, 10_000));
    expect(draft.statusCode).toBe(409);
    expect(errorOf(draft)).toBe(t("jobCancellation.noInvoices"));
    const change = await postAs(app, expert, "Accountant/RequestPriceChange", {
      quoteId,
      amountCents: 5_000,
      reason: "More forms than described",
    });
    expect(change.statusCode).toBe(409);
    expect(errorOf(change)).toBe(t("jobCancellation.noPriceChanges"));
    const pay = await openCheckout(app, taxpayer, deposit.id);
    expect(pay.statusCode).toBe(409);
    expect(errorOf(pay)).toBe(t("jobCancellation.noPayments"));
    const move = await postQuery(app, taxpayer, "Taxpayer/MakeTaxPreparationJobStatusInProcess", { quoteId });
    expect(move.statusCode).toBe(409);
    expect(errorOf(move)).toBe(t("jobCancellation.cancelled"));
    expect((await detailOf(taxpayer, quoteId)).jobStatusId).toBe(1);
  });

  it("keeps a paid deposit when the professional's settings say so, and says why", async () => {
    const { expert, taxpayer, quoteId, deposit } = await jobWithPaidDeposit();
    expect((await keepDeposits(expert)).statusCode).toBe(200);
    expect((await detailOf(taxpayer, quoteId)).cancelTerms).toMatchObject({
      depositKept: true,
      paidCents: 10_000,
    });

    const response = await cancel(taxpayer, quoteId);
    expect(response.statusCode).toBe(200);
    expect(response.json<JobCancellation>()).toMatchObject({
      refundedCents: 0,
      keptCents: 10_000,
      outcome: t("jobCancellation.keptOutcome", { professional: "Test Person", amount: "$100.00" }),
    });
    const payment = (await billingOf(app, taxpayer, quoteId)).payments.find(
      (each) => each.invoiceId === deposit.id,
    );
    expect(payment).toMatchObject({ status: "paid", refundedCents: 0, refunds: [] });
    expect((await detailOf(taxpayer, quoteId)).cancelTerms).toEqual({
      canCancel: false,
      depositKept: true,
      paidCents: 10_000,
      refundedCents: 0,
    });
  });

  it("is refused in words once the professional has begun reviewing, or the return is filed", async () => {
    const inReview = await startedJob(app);
    for (const path of [
      "Taxpayer/MakeTaxPreparationJobStatusInProcess",
      "taxpayer/makeTaxPreparationJobStatusInForReview",
    ]) {
      expect((await postQuery(app, inReview.taxpayer, path, { quoteId: inReview.quoteId })).statusCode).toBe(
        200,
      );
    }
    const refused = await cancel(inReview.taxpayer, inReview.quoteId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(t("jobCancellation.reviewStarted", { professional: "Test Person" }));
    expect((await detailOf(inReview.taxpayer, inReview.quoteId)).cancelTerms?.canCancel).toBe(false);

    const filed = await startedJob(app);
    expect((await uploadTaxReturn(app, filed.expert, filed.quoteId)).statusCode).toBe(200);
    await db.transaction((tx) => markJobFiled(tx, filed.quoteId, new Date()));
    const tooLate = await cancel(filed.taxpayer, filed.quoteId);
    expect(tooLate.statusCode).toBe(409);
    expect(errorOf(tooLate)).toBe(t("jobCancellation.alreadyFiled"));
    expect((await detailOf(filed.taxpayer, filed.quoteId)).cancelledAt).toBeNull();
  });

  it("is the job's taxpayer's alone; a job in process with nothing paid is cancelled with nothing to refund", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const stranger = await createSignedInUser(app, 1);
    const notTheirs = await cancel(stranger, quoteId);
    expect(notTheirs.statusCode).toBe(404);
    expect(errorOf(notTheirs)).toBe(t("taxPreparation.jobNotFound"));
    expect((await cancel(expert, quoteId)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: "/api/Taxpayer/CancelJob", payload: { quoteId } })).statusCode,
    ).toBe(401);
    expect((await detailOf(expert, quoteId)).cancelTerms).toBeUndefined();

    expect(
      (await postQuery(app, taxpayer, "Taxpayer/MakeTaxPreparationJobStatusInProcess", { quoteId }))
        .statusCode,
    ).toBe(200);
    const response = await cancel(taxpayer, quoteId, "   ");
    expect(response.statusCode).toBe(200);
    expect(response.json<JobCancellation>()).toMatchObject({
      refundedCents: 0,
      keptCents: 0,
      outcome: t("jobCancellation.nothingPaidOutcome"),
    });
    expect((await detailOf(expert, quoteId)).cancelReason).toBeNull();
    const tooLong = await cancel(taxpayer, quoteId, "x".repeat(501));
    expect(tooLong.statusCode).toBe(400);
  });
});
