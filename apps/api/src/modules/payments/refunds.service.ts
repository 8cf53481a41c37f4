import type { InvoicePayment, RefundPaymentRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { formatCents, receiptNumber } from "./invoice-math";
import { type InvoicePaymentRow, invoicePaymentsRepository as payments } from "./invoice-payments.repository";
import { namesOf } from "./invoice-view";
import { applyProviderPayment, type SettlementDeps } from "./payment-settlement";
import { paymentView } from "./payment-view";
import type { PaymentsDeps } from "./payments.deps";
import { priceChangesRepository } from "./price-changes.repository";

const paymentNotFound = () => notFound(t("payments.paymentNotFound"));

/** What of a payment can still be refunded: paid, less what refunds (done or on their way) took. */
export async function refundableCents(tx: Executor, row: InvoicePaymentRow): Promise<number> {
  const refunds = await payments.refundsOf(tx, [row.id]);
  const taken = refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return row.amountCents - Math.max(taken, row.refundedCents);
}

/**
 * Refunds by the professional, in full or in part, with the reason: from their connected account
 * (the transfer reversed, Taxlane's fee returned in proportion). The refund is recorded before the
 * provider is asked, with its idempotency key, in one transaction: a failure leaves neither.
 */
export function createRefundsService(deps: PaymentsDeps & SettlementDeps) {
  const { db, clock, provider, notifications } = deps;

  /** Refunds a payment; `byUserId` null when a cancellation refunds the deposit. */
  async function refund(
    tx: Executor,
    row: InvoicePaymentRow,
    amountCents: number,
    reason: string,
    actor: Principal | null,
  ): Promise<void> {
    if (row.status !== "paid" || !row.paymentIntentId) throw conflict(t("payments.refundNotPaid"));
    const now = clock.now();
    // The same refund asked for again within a minute is a second click, not a second refund.
    const repeated = (await payments.refundsOf(tx, [row.id])).some(
      (each) =>
        each.amountCents === amountCents &&
        each.reason === reason &&
        each.status !== "failed" &&
        now.getTime() - each.createdAt.getTime() < 60_000,
    );
    if (repeated) return;
    const left = await refundableCents(tx, row);
    if (amountCents > left) {
      throw conflict(
        t("payments.refundAboveLeft", { amount: formatCents(amountCents), left: formatCents(left) }),
      );
    }
    const recorded = await payments.insertRefund(tx, {
      paymentId: row.id,
      amountCents,
      reason,
      status: "pending",
      idempotencyKey: `refund-${row.id}-${now.getTime()}-${amountCents}`,
      byUserId: actor?.userId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const made = await provider.refund(tx, {
      paymentIntentId: row.paymentIntentId,
      amountCents,
      idempotencyKey: recorded.idempotencyKey,
    });
    await payments.updateRefund(tx, recorded.id, {
      providerRefundId: made.id,
      status: made.status,
      updatedAt: now,
    });
    // What the provider now says of the payment: the refund's effect on the payment and its invoice.
    const current = await provider.retrievePayment(tx, row.paymentIntentId);
    if (current) await applyProviderPayment(tx, deps, current, now);
    const names = await namesOf(tx, [row.expertUserId]);
    const words = {
      amount: formatCents(amountCents),
      receipt: receiptNumber(row.receiptSeq) ?? "",
      professional: names.get(row.expertUserId) ?? "",
      reason,
    };
    await notifications.outbox().add(tx, {
      userId: row.taxpayerUserId,
      title: () => t("payments.refundedTitle", words),
      description: () => t("payments.refundedText", words),
      link: `user/tax_preparation/${row.quoteId}?tab=billing`,
    });
    await auditRecords.record(tx, {
      at: now,
      actor,
      action: "payments.refunded",
      subjectUserId: row.taxpayerUserId,
      subject: `invoice-payment:${row.id}`,
      from: null,
      detail: { amountCents, automatic: actor === null },
    });
  }

  return {
    refund,

    async refundPayment(caller: Principal, request: RefundPaymentRequest): Promise<InvoicePayment> {
      return db.transaction(async (tx) => {
        const found = await payments.find(tx, request.paymentId);
        if (!found || found.expertUserId !== caller.userId) throw paymentNotFound();
        await priceChangesRepository.lockJobPrice(tx, found.quoteId);
        const row = await payments.lock(tx, found.id);
        if (!row) throw paymentNotFound();
        await refund(tx, row, request.amountCents, request.reason, caller);
        return paymentView(tx, (await payments.find(tx, row.id)) ?? row);
      });
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
