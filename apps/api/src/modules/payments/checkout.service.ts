import { randomUUID } from "node:crypto";
import type { PayInvoiceRequest, RedirectUrl } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { peopleRecords } from "../identity";
import { isJobTaxpayer, jobRecords } from "../tax-preparation";
import { refuseCancelledJob } from "./cancelled-jobs";
import { invoiceNumber } from "./invoice-math";
import { type InvoicePaymentRow, invoicePaymentsRepository as payments } from "./invoice-payments.repository";
import { namesOf } from "./invoice-view";
import { invoicesRepository } from "./invoices.repository";
import { applicationFeeCents, payableCents } from "./payment-math";
import { applyProviderPayment, type SettlementDeps } from "./payment-settlement";
import type { PaymentsDeps } from "./payments.deps";
import { payoutsRepository } from "./payouts.repository";
import { priceChangesRepository } from "./price-changes.repository";

const invoiceNotFound = () => notFound(t("payments.invoiceNotFound"));

/** Why an open checkout cannot be ended: a bank debit on its way, or a checkout just paid. */
export interface CheckoutRefusals {
  processing: string;
  paying: string;
}

/**
 * The taxpayer pays an invoice: the checkout is opened at the provider for the deposit or the
 * balance, the charge going to the professional's connected account with Taxlane's fee. One
 * checkout per invoice is open at a time (a unique index), opened under the invoice's lock, so a
 * double click, a second tab or ten calls at once all land on the same one, and the provider is
 * asked with its idempotency key.
 */
export function createCheckoutService(deps: PaymentsDeps & SettlementDeps) {
  const { db, clock, provider } = deps;

  /**
   * An open checkout from before: kept when it asks for the same amount and can still be paid. One
   * the provider already completed is applied first (its event may still be on the way), and one
   * for another amount is ended at the provider.
   */
  async function reusable(
    tx: Executor,
    open: InvoicePaymentRow,
    amountCents: number,
  ): Promise<string | null> {
    const checkout = open.checkoutSessionId
      ? await provider.retrieveCheckout(tx, open.checkoutSessionId)
      : null;
    if (checkout?.status === "complete" && checkout.paymentIntentId) {
      const paid = await provider.retrievePayment(tx, checkout.paymentIntentId);
      if (paid) await applyProviderPayment(tx, deps, paid, clock.now());
      return null;
    }
    if (open.status === "processing") throw conflict(t("payments.processingAlready"));
    if (checkout?.status === "open" && open.amountCents === amountCents && open.checkoutUrl)
      return open.checkoutUrl;
    if (checkout?.status === "open") await provider.expireCheckout(tx, checkout.id);
    await payments.update(tx, open.id, { status: "expired", updatedAt: clock.now() });
    return null;
  }

  return {
    /**
     * Ends the invoice's open checkout before the invoice is voided (or its job cancelled); one being
     * processed (a bank debit on its way) or just paid refuses it, in `refusals`' words, as its money
     * may still arrive.
     */
    async endOpenCheckout(
      tx: Executor,
      invoiceId: number,
      refusals: CheckoutRefusals = {
        processing: t("payments.voidWhileProcessing"),
        paying: t("payments.voidWhilePaying"),
      },
    ): Promise<void> {
      const open = await payments.openOf(tx, invoiceId);
      if (!open) return;
      if (open.status === "processing") throw conflict(refusals.processing);
      const checkout = open.checkoutSessionId
        ? await provider.retrieveCheckout(tx, open.checkoutSessionId)
        : null;
      if (checkout?.status === "complete") throw conflict(refusals.paying);
      if (checkout?.status === "open") await provider.expireCheckout(tx, checkout.id);
      await payments.update(tx, open.id, { status: "expired", updatedAt: clock.now() });
    },

    async payInvoice(caller: Principal, request: PayInvoiceRequest): Promise<RedirectUrl> {
      return db.transaction(async (tx) => {
        const found = await invoicesRepository.find(tx, Number(request.invoiceId));
        const job = found ? await jobRecords.parties(tx, found.quoteId) : null;
        if (!found || !job || !isJobTaxpayer(caller, job) || found.status === "draft")
          throw invoiceNotFound();
        await priceChangesRepository.lockJobPrice(tx, job.quoteId);
        await refuseCancelledJob(tx, job.quoteId, t("jobCancellation.noPayments"));
        let invoice = await invoicesRepository.lock(tx, found.id);
        if (!invoice) throw invoiceNotFound();
        const number = invoiceNumber(invoice.numberSeq) ?? "";
        if (invoice.status === "void") throw conflict(t("payments.invoiceVoid", { number }));
        const open = await payments.openOf(tx, invoice.id);
        const wanted = () =>
          invoice
            ? payableCents(
                {
                  status: invoice.status as "sent",
                  totalCents: invoice.totalCents,
                  depositCents: invoice.depositCents,
                  paidCents: invoice.paidCents,
                },
                request.part,
              )
            : 0;
        if (open) {
          const url = await reusable(tx, open, wanted());
          if (url) return { url };
          invoice = (await invoicesRepository.find(tx, invoice.id)) ?? invoice;
        }
        const amountCents = wanted();
        if (amountCents <= 0) throw conflict(t("payments.invoicePaid", { number }));
        const account = await payoutsRepository.find(tx, job.expertUserId);
        if (!account?.chargesEnabled) throw conflict(t("payments.payoutsNotReady"));
        const feeCents = applicationFeeCents(amountCents, await payoutsRepository.feeBasisPoints(tx));
        const now = clock.now();
        const row = await payments.insert(tx, {
          invoiceId: invoice.id,
          quoteId: job.quoteId,
          expertUserId: job.expertUserId,
          taxpayerUserId: job.taxpayerUserId,
          provider: provider.name,
          accountId: account.accountId,
          amountCents,
          feeCents,
          status: "open",
          idempotencyKey: `invoice-payment-${randomUUID()}`,
          createdAt: now,
          updatedAt: now,
        });
        const [names, people] = await Promise.all([
          namesOf(tx, [job.expertUserId]),
          peopleRecords.byIds(tx, [caller.userId]),
        ]);
        const checkout = await provider.createCheckout(tx, {
          paymentId: row.id,
          invoiceId: invoice.id,
          quoteId: job.quoteId,
          accountId: account.accountId,
          amountCents,
          feeCents,
          description: t("payments.checkoutDescription", {
            number,
            professional: names.get(job.expertUserId) ?? "",
          }),
          payerUserId: caller.userId,
          payerEmail: people.get(caller.userId)?.email ?? "",
          idempotencyKey: row.idempotencyKey,
          returnPath: `/user/tax_preparation/${job.quoteId}?tab=billing`,
        });
        await payments.update(tx, row.id, { checkoutSessionId: checkout.id, checkoutUrl: checkout.url });
        return { url: checkout.url };
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
