import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { auditRecords } from "../audit";
import type { NotificationsService } from "../notifications";
import { formatCents, invoiceNumber, receiptNumber } from "./invoice-math";
import { type InvoicePaymentRow, invoicePaymentsRepository as payments } from "./invoice-payments.repository";
import { namesOf } from "./invoice-view";
import { invoicesRepository } from "./invoices.repository";
import { feeRefundedCents, invoiceAfterPayment } from "./payment-math";
import { failureText } from "./payment-view";
import { priceChangesRepository } from "./price-changes.repository";
import type { PaymentsProvider, ProviderPayment } from "./providers/payments-provider";

export interface SettlementDeps {
  provider: PaymentsProvider;
  notifications: NotificationsService;
}

const billingLink = (side: "user" | "expert", quoteId: number) =>
  `${side}/tax_preparation/${quoteId}?tab=billing`;

/** Marks a payment paid and adds it to its invoice, numbers its receipt and tells both sides. */
async function settle(
  tx: Executor,
  deps: SettlementDeps,
  row: InvoicePaymentRow,
  paid: ProviderPayment,
  now: Date,
) {
  await priceChangesRepository.lockJobPrice(tx, row.quoteId);
  const invoice = await invoicesRepository.lock(tx, row.invoiceId);
  if (!invoice) return "unmatched";
  const after = invoiceAfterPayment(
    {
      status: invoice.status as "sent",
      totalCents: invoice.totalCents,
      depositCents: invoice.depositCents,
      paidCents: invoice.paidCents,
    },
    row.amountCents,
  );
  const receiptSeq = await payments.nextReceiptSeq(tx, row.expertUserId);
  await payments.update(tx, row.id, {
    status: "paid",
    paidAt: now,
    updatedAt: now,
    methodLabel: paid.methodLabel,
    failureCode: null,
    receiptSeq,
  });
  const names = await namesOf(tx, [row.expertUserId, row.taxpayerUserId]);
  const words = {
    amount: formatCents(row.amountCents),
    number: invoiceNumber(invoice.numberSeq) ?? "",
    receipt: receiptNumber(receiptSeq) ?? "",
    professional: names.get(row.expertUserId) ?? "",
    client: names.get(row.taxpayerUserId) ?? "",
  };
  // Checkouts ask for at most what is due, one at a time under the invoice's lock, and voiding ends
  // the open one; a payment the invoice cannot take (paid at the provider as it was voided) moved
  // money all the same: it is kept as paid and its professional asked to refund it.
  const takes = (invoice.status === "sent" || invoice.status === "partly-paid") && after !== null;
  if (takes) {
    await invoicesRepository.update(tx, invoice.id, {
      paidCents: after.paidCents,
      status: after.status,
      ...(after.status === "paid" ? { paidAt: now } : {}),
    });
  }
  await deps.notifications.outbox().add(
    tx,
    {
      userId: row.taxpayerUserId,
      title: () => t("payments.paidTitle", words),
      description: () => t("payments.paidText", words),
      link: billingLink("user", row.quoteId),
    },
    {
      userId: row.expertUserId,
      title: () => t("payments.receivedTitle", words),
      description: () => t(takes ? "payments.receivedText" : "payments.receivedUnexpectedText", words),
      link: takes ? billingLink("expert", row.quoteId) : "expert/payments",
    },
  );
  await auditRecords.record(tx, {
    at: now,
    actor: null,
    action: "payments.paid",
    subjectUserId: row.taxpayerUserId,
    subject: `invoice-payment:${row.id}`,
    from: null,
    detail: { amountCents: row.amountCents, invoiceId: invoice.id, provider: row.provider },
  });
  return "applied";
}

/** Writes the provider's refunds of a payment: their states, and what the payment and its invoice show refunded. */
async function applyRefunds(tx: Executor, row: InvoicePaymentRow, paid: ProviderPayment, now: Date) {
  for (const refund of paid.refunds) {
    const known = await payments.findRefundByProviderId(tx, refund.id);
    if (known) {
      if (known.status !== refund.status)
        await payments.updateRefund(tx, known.id, { status: refund.status, updatedAt: now });
      continue;
    }
    // A refund made at the provider itself (its dashboard): recorded so the figures add up.
    await payments.insertRefund(tx, {
      paymentId: row.id,
      amountCents: refund.amountCents,
      reason: t("payments.refundedAtProvider"),
      status: refund.status,
      providerRefundId: refund.id,
      idempotencyKey: `provider-${refund.id}`,
      byUserId: row.expertUserId,
      createdAt: now,
      updatedAt: now,
    });
  }
  const refunded = Math.min(paid.amountRefundedCents, row.amountCents);
  if (refunded === row.refundedCents) return false;
  await payments.update(tx, row.id, {
    refundedCents: refunded,
    feeRefundedCents: feeRefundedCents(row.feeCents, refunded, row.amountCents),
    updatedAt: now,
  });
  const invoice = await invoicesRepository.lock(tx, row.invoiceId);
  if (invoice) {
    const others = (await payments.listForInvoices(tx, [invoice.id]))
      .filter((each) => each.id !== row.id)
      .reduce((sum, each) => sum + each.refundedCents, 0);
    await invoicesRepository.update(tx, invoice.id, {
      refundedCents: Math.min(invoice.paidCents, others + refunded),
    });
  }
  return true;
}

/** Writes a dispute the provider reported; the professional is told of a new one. */
async function applyDispute(
  tx: Executor,
  deps: SettlementDeps,
  row: InvoicePaymentRow,
  paid: ProviderPayment,
  now: Date,
) {
  const dispute = paid.dispute;
  if (!dispute) return false;
  const before = await payments.disputesOf(tx, [row.id]);
  await payments.upsertDispute(tx, {
    paymentId: row.id,
    providerDisputeId: dispute.id,
    amountCents: dispute.amountCents,
    reason: dispute.reason,
    status: dispute.status,
    createdAt: dispute.createdAt,
    updatedAt: now,
  });
  if (before.some((each) => each.providerDisputeId === dispute.id)) return true;
  const words = { amount: formatCents(dispute.amountCents), receipt: receiptNumber(row.receiptSeq) ?? "" };
  await deps.notifications.outbox().add(tx, {
    userId: row.expertUserId,
    title: () => t("payments.disputedTitle", words),
    description: () => t("payments.disputedText", words),
    link: billingLink("expert", row.quoteId),
  });
  await auditRecords.record(tx, {
    at: now,
    actor: null,
    action: "payments.disputed",
    subjectUserId: row.taxpayerUserId,
    subject: `invoice-payment:${row.id}`,
    from: null,
    detail: { amountCents: dispute.amountCents, reason: dispute.reason },
  });
  return true;
}

/**
 * Brings our payment in line with the provider's payment intent as it is now: paid (once), being
 * processed (a bank debit), failed with its reason, refunds and a dispute. Re-reading the provider
 * makes a late, repeated or reordered event harmless. Answers what it did, for the events ledger.
 */
export async function applyProviderPayment(
  tx: Executor,
  deps: SettlementDeps,
  paid: ProviderPayment,
  now: Date,
): Promise<string> {
  const found =
    (await payments.findByIntent(tx, paid.id)) ??
    (paid.paymentId === null ? null : await payments.find(tx, paid.paymentId));
  if (!found) return "unmatched";
  const row = await payments.lock(tx, found.id);
  if (!row) return "unmatched";
  if (row.paymentIntentId === null) await payments.update(tx, row.id, { paymentIntentId: paid.id });
  let outcome = "unchanged";
  if (paid.status === "succeeded" && row.status !== "paid") {
    outcome = await settle(tx, deps, row, paid, now);
  } else if (paid.status === "processing" && row.status === "open") {
    await payments.update(tx, row.id, {
      status: "processing",
      methodLabel: paid.methodLabel,
      updatedAt: now,
    });
    outcome = "applied";
  } else if (paid.status === "failed" && row.status !== "paid" && paid.failureCode !== row.failureCode) {
    // A card declined in the checkout leaves it open for another try; a bank debit that fails later ends it.
    const ended = row.status === "processing";
    await payments.update(tx, row.id, {
      status: ended ? "failed" : row.status,
      failureCode: paid.failureCode,
      updatedAt: now,
    });
    if (ended) {
      await deps.notifications.outbox().add(tx, {
        userId: row.taxpayerUserId,
        title: () => t("payments.failedTitle"),
        description: failureText(paid.failureCode) ?? t("payments.declinedOther"),
        link: billingLink("user", row.quoteId),
      });
    }
    outcome = "applied";
  }
  const current = (await payments.find(tx, row.id)) ?? row;
  if (current.status === "paid") {
    if (await applyRefunds(tx, current, paid, now)) outcome = "applied";
    if (await applyDispute(tx, deps, current, paid, now)) outcome = "applied";
  }
  return outcome;
}
