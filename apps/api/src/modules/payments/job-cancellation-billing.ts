import type { InvoiceStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { BilledJob, CancellationBilling } from "../tax-preparation";
import type { CheckoutService } from "./checkout.service";
import { invoicePaymentsRepository as payments } from "./invoice-payments.repository";
import { invoiceMove } from "./invoice-state";
import { invoicesRepository as invoices } from "./invoices.repository";
import { keepsDepositOnCancel } from "./payment-settings.service";
import { priceChangesRepository } from "./price-changes.repository";
import { type RefundsService, refundableCents } from "./refunds.service";

/** The job's paid payments: what a cancellation refunds or keeps. */
async function paidPaymentsOf(executor: Executor, quoteId: number) {
  const rows = await invoices.listForQuote(executor, quoteId, false);
  const all = await payments.listForInvoices(
    executor,
    rows.map((row) => row.id),
  );
  return all.filter((payment) => payment.status === "paid");
}

/**
 * A job's billing when its taxpayer cancels (tax preparation's `CancellationBilling`). Settling holds
 * the job's price, as every write that bills the job does, so an invoice or a checkout on its way
 * goes first or is refused after.
 */
export function createCancellationBilling(deps: {
  clock: { now(): Date };
  checkout: Pick<CheckoutService, "endOpenCheckout">;
  refunds: Pick<RefundsService, "refund">;
}): CancellationBilling {
  const { clock, checkout, refunds } = deps;

  return {
    async moneyOf(executor: Executor, job: BilledJob) {
      const paid = await paidPaymentsOf(executor, job.quoteId);
      const [left, made] = await Promise.all([
        Promise.all(paid.map((row) => refundableCents(executor, row))),
        payments.refundsOf(
          executor,
          paid.map((row) => row.id),
        ),
      ]);
      return {
        keepsDeposit: await keepsDepositOnCancel(executor, job.expertUserId),
        paidCents: left.reduce((sum, cents) => sum + cents, 0),
        // A refund with nobody behind it is the cancellation's (the professional's name theirs).
        refundedCents: made
          .filter((refund) => refund.byUserId === null && refund.status !== "failed")
          .reduce((sum, refund) => sum + refund.amountCents, 0),
      };
    },

    async settle(tx: Executor, job: BilledJob) {
      await priceChangesRepository.lockJobPrice(tx, job.quoteId);
      const refusals = {
        processing: t("jobCancellation.paymentProcessing"),
        paying: t("jobCancellation.paymentArriving"),
      };
      for (const listed of await invoices.listForQuote(tx, job.quoteId, false)) {
        const invoice = await invoices.lock(tx, listed.id);
        if (!invoice || invoice.status === "void") continue;
        // No checkout of a cancelled job may take money; one on its way refuses the cancellation.
        await checkout.endOpenCheckout(tx, invoice.id, refusals);
        if (invoiceMove(invoice.status as InvoiceStatus, "void", invoice.paidCents).ok) {
          await invoices.update(tx, invoice.id, {
            status: "void",
            voidedAt: clock.now(),
            voidReason: t("jobCancellation.voidReason"),
          });
        }
      }
      const kept = await keepsDepositOnCancel(tx, job.expertUserId);
      let refundedCents = 0;
      let keptCents = 0;
      for (const found of await paidPaymentsOf(tx, job.quoteId)) {
        const row = await payments.lock(tx, found.id);
        if (!row) continue;
        const left = await refundableCents(tx, row);
        if (left <= 0) continue;
        if (kept) {
          keptCents += left;
        } else {
          await refunds.refund(tx, row, left, t("jobCancellation.refundReason"), null);
          refundedCents += left;
        }
      }
      return { refundedCents, keptCents };
    },
  };
}
