import type { InvoiceStatus, PayPart } from "@taxlane/contract";

/** What an invoice has of its total and deposit, and what was paid on it (cents). */
export interface InvoiceAmounts {
  status: InvoiceStatus;
  totalCents: number;
  depositCents: number | null;
  paidCents: number;
}

/**
 * What the taxpayer pays now: the deposit's unpaid part when asked for (or by default, while some of
 * it is unpaid), else all that is due. Zero when the invoice takes no payment (a draft, void or paid).
 */
export function payableCents(invoice: InvoiceAmounts, part: PayPart | undefined): number {
  if (invoice.status !== "sent" && invoice.status !== "partly-paid") return 0;
  const due = invoice.totalCents - invoice.paidCents;
  const depositLeft = Math.max(0, (invoice.depositCents ?? 0) - invoice.paidCents);
  const wantsDeposit = part === "deposit" || (part === undefined && depositLeft > 0);
  return wantsDeposit && depositLeft > 0 ? depositLeft : due;
}

/** Taxlane's fee on an amount: basis points of it, rounded down to the cent (never more than the amount). */
export function applicationFeeCents(amountCents: number, basisPoints: number): number {
  return Math.min(amountCents, Math.floor((amountCents * basisPoints) / 10_000));
}

/**
 * The part of the fee returned with refunds, as the provider returns it: in proportion to what was
 * refunded, rounded down (the whole fee once everything is refunded).
 */
export function feeRefundedCents(feeCents: number, refundedCents: number, amountCents: number): number {
  if (refundedCents >= amountCents) return feeCents;
  return Math.floor((feeCents * refundedCents) / amountCents);
}

/** An invoice once a payment of `amountCents` is added: partly paid, or paid when nothing is left. */
export function invoiceAfterPayment(
  invoice: InvoiceAmounts,
  amountCents: number,
): { paidCents: number; status: "partly-paid" | "paid" } | null {
  const paidCents = invoice.paidCents + amountCents;
  if (amountCents <= 0 || paidCents > invoice.totalCents) return null;
  return { paidCents, status: paidCents === invoice.totalCents ? "paid" : "partly-paid" };
}
