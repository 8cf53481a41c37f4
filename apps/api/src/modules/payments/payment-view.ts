import { type InvoicePayment, type PaymentStatus, paymentFailureKey } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { invoiceNumber, receiptNumber } from "./invoice-math";
import { type InvoicePaymentRow, invoicePaymentsRepository } from "./invoice-payments.repository";
import { namesOf } from "./invoice-view";
import { invoicesRepository } from "./invoices.repository";

/** Why a payment failed, in words the payer can act on; null for none. */
export function failureText(code: string | null): string | null {
  if (code === null) return null;
  return t(paymentFailureKey(code));
}

/** Payments as both sides and the operator read them, in the order given. */
export async function paymentViews(
  executor: Executor,
  rows: readonly InvoicePaymentRow[],
): Promise<InvoicePayment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const invoiceIds = [...new Set(rows.map((row) => row.invoiceId))];
  const [refunds, disputes, names, invoices] = await Promise.all([
    invoicePaymentsRepository.refundsOf(executor, ids),
    invoicePaymentsRepository.disputesOf(executor, ids),
    namesOf(
      executor,
      rows.flatMap((row) => [row.expertUserId, row.taxpayerUserId]),
    ),
    Promise.all(invoiceIds.map((id) => invoicesRepository.find(executor, id))),
  ]);
  const numbers = new Map(invoices.flatMap((row) => (row ? [[row.id, invoiceNumber(row.numberSeq)]] : [])));
  return rows.map((row) => {
    const dispute = disputes.find((each) => each.paymentId === row.id);
    return {
      id: row.id,
      invoiceId: row.invoiceId,
      quoteId: row.quoteId,
      invoiceNumber: numbers.get(row.invoiceId) ?? "",
      receiptNumber: receiptNumber(row.receiptSeq),
      status: row.status as PaymentStatus,
      amountCents: row.amountCents,
      feeCents: row.feeCents,
      refundedCents: row.refundedCents,
      methodLabel: row.methodLabel,
      failure: row.status === "failed" ? failureText(row.failureCode) : null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      professionalName: names.get(row.expertUserId) ?? "",
      taxpayerName: names.get(row.taxpayerUserId) ?? "",
      refunds: refunds
        .filter((refund) => refund.paymentId === row.id)
        .map((refund) => ({
          id: refund.id,
          amountCents: refund.amountCents,
          reason: refund.reason,
          status: refund.status as InvoicePayment["refunds"][number]["status"],
          createdAt: refund.createdAt.toISOString(),
          byProfessional: refund.byUserId !== null,
        })),
      dispute: dispute
        ? {
            amountCents: dispute.amountCents,
            reason: dispute.reason,
            status: dispute.status,
            createdAt: dispute.createdAt.toISOString(),
          }
        : null,
    };
  });
}

/** One payment's view. */
export async function paymentView(executor: Executor, row: InvoicePaymentRow): Promise<InvoicePayment> {
  const [view] = await paymentViews(executor, [row]);
  if (!view) throw new Error(`payment ${row.id} has no view`);
  return view;
}
