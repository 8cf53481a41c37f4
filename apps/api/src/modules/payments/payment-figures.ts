import type { PaymentTotals } from "@taxlane/contract";
import type { InvoicePaymentRow } from "./invoice-payments.repository";

type PaymentMoney = Pick<
  InvoicePaymentRow,
  "status" | "amountCents" | "feeCents" | "feeRefundedCents" | "refundedCents"
>;

/** What one payment brought the professional, in cents. */
export interface PaymentFigures {
  paidCents: number;
  refundedCents: number;
  /** Taxlane's fee kept: the fee less what a refund gave back of it. */
  feeCents: number;
  /** Paid, less refunds and the fee kept (below zero when a refund returned more than was left). */
  netCents: number;
}

const nothing: PaymentFigures = { paidCents: 0, refundedCents: 0, feeCents: 0, netCents: 0 };

/** A payment's money; only a paid one counts (a failed or pending one moved nothing yet). */
export function paymentFigures(payment: PaymentMoney): PaymentFigures {
  if (payment.status !== "paid") return nothing;
  const feeCents = payment.feeCents - payment.feeRefundedCents;
  return {
    paidCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    feeCents,
    netCents: payment.amountCents - payment.refundedCents - feeCents,
  };
}

/** The payments page's totals: what sent invoices still await, and the sums of the payments' money. */
export function paymentTotals(payments: readonly PaymentMoney[], dueCents: number): PaymentTotals {
  const totals = { dueCents, paidCents: 0, refundedCents: 0, feeCents: 0, netCents: 0 };
  for (const payment of payments) {
    const figures = paymentFigures(payment);
    totals.paidCents += figures.paidCents;
    totals.refundedCents += figures.refundedCents;
    totals.feeCents += figures.feeCents;
    totals.netCents += figures.netCents;
  }
  return totals;
}
