import { z } from "zod";
import { unixSeconds } from "../../billing";
import type { LocalPaymentSessionRow, LocalPayoutAccountRow } from "../local-payments.repository";
import {
  methodLabelOf,
  type ProviderCheckout,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from "./payments-provider";

/*
 * The local provider's rows as Stripe's objects: the events it emits carry them, and payments reads
 * them back as Stripe's provider reads Stripe's. One row holds a checkout session and its payment
 * intent; the charge, refunds and dispute take their ids from the intent's, so any of them leads
 * back to the row without a lookup table.
 */

/** What a checkout is opened with, kept beside it. */
export const sessionMetadataSchema = z.object({
  paymentId: z.number().int(),
  invoiceId: z.number().int(),
  quoteId: z.number().int(),
  returnPath: z.string(),
  idempotencyKey: z.string(),
});
export type SessionMetadata = z.infer<typeof sessionMetadataSchema>;

const storedRefundSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  createdAt: z.coerce.date(),
  idempotencyKey: z.string(),
});
export type StoredRefund = z.infer<typeof storedRefundSchema>;

const storedDisputeSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.coerce.date(),
});

export const metadataOf = (row: LocalPaymentSessionRow) => sessionMetadataSchema.parse(row.metadata);
export const refundsOf = (row: LocalPaymentSessionRow) => z.array(storedRefundSchema).parse(row.refunds);
export const disputeOf = (row: LocalPaymentSessionRow) =>
  row.dispute === null ? null : storedDisputeSchema.parse(row.dispute);

const intentPrefix = "pi_local_";

/** The charge, refund or dispute id of a payment intent: `ch_local_<the intent's hex>`. */
export const chargeIdOf = (intentId: string) => `ch_local_${intentId.slice(intentPrefix.length)}`;
export const disputeIdOf = (intentId: string) => `dp_local_${intentId.slice(intentPrefix.length)}`;
/** A payment's refunds are numbered: `re_local_<the intent's hex>_1`, `_2`… */
export const refundIdOf = (intentId: string, number: number) =>
  `re_local_${intentId.slice(intentPrefix.length)}_${number}`;

/** The payment intent a local charge, refund or dispute id names; null when it names none. */
export function intentIdOf(id: string): string | null {
  const match = /^(pi|ch|re|dp)_local_([0-9a-f]+)(?:_\d+)?$/.exec(id);
  return match ? `${intentPrefix}${match[2]}` : null;
}

/** Stripe's metadata: strings only. */
function stripeMetadata(row: LocalPaymentSessionRow) {
  const { paymentId, invoiceId, quoteId } = metadataOf(row);
  return { paymentId: String(paymentId), invoiceId: String(invoiceId), quoteId: String(quoteId) };
}

/** A checkout as Stripe's `checkout.session` in payment mode. */
export function checkoutObject(row: LocalPaymentSessionRow) {
  return {
    id: row.id,
    object: "checkout.session",
    mode: "payment",
    status: row.status,
    payment_status: row.intentStatus === "succeeded" ? "paid" : "unpaid",
    amount_total: row.amountCents,
    currency: "usd",
    payment_intent: row.paymentIntentId,
    client_reference_id: String(row.payerUserId),
    metadata: stripeMetadata(row),
    expires_at: unixSeconds(row.expiresAt),
  };
}

/** A payment intent as Stripe's, with the last decline when the last try failed. */
export function intentObject(row: LocalPaymentSessionRow) {
  return {
    id: row.paymentIntentId,
    object: "payment_intent",
    status: row.intentStatus,
    amount: row.amountCents,
    amount_received: row.intentStatus === "succeeded" ? row.amountCents : 0,
    application_fee_amount: row.feeCents,
    currency: "usd",
    description: row.description,
    latest_charge: row.intentStatus === "succeeded" ? chargeIdOf(row.paymentIntentId) : null,
    last_payment_error: row.declineCode
      ? { code: "card_declined", decline_code: row.declineCode, type: "card_error" }
      : null,
    metadata: stripeMetadata(row),
    transfer_data: { destination: row.accountId },
  };
}

/** The intent's charge, as Stripe's `charge.refunded` carries it. */
export function chargeObject(row: LocalPaymentSessionRow) {
  return {
    id: chargeIdOf(row.paymentIntentId),
    object: "charge",
    amount: row.amountCents,
    amount_refunded: row.amountRefundedCents,
    refunded: row.amountRefundedCents >= row.amountCents,
    currency: "usd",
    payment_intent: row.paymentIntentId,
    metadata: stripeMetadata(row),
  };
}

/** The intent's dispute, as Stripe's `charge.dispute.*` carry it; null when none was opened. */
export function disputeObject(row: LocalPaymentSessionRow) {
  const dispute = disputeOf(row);
  if (!dispute) return null;
  return {
    id: dispute.id,
    object: "dispute",
    amount: dispute.amountCents,
    charge: chargeIdOf(row.paymentIntentId),
    payment_intent: row.paymentIntentId,
    reason: dispute.reason,
    status: dispute.status,
    created: unixSeconds(dispute.createdAt),
    currency: "usd",
  };
}

/** A connected account as Stripe's `account`: it takes charges once its details are in. */
export function accountObject(row: LocalPayoutAccountRow) {
  return {
    id: row.id,
    object: "account",
    type: "express",
    charges_enabled: row.detailsSubmitted,
    payouts_enabled: row.detailsSubmitted,
    details_submitted: row.detailsSubmitted,
    business_profile: { name: row.businessName },
  };
}

/** Stripe's intent states as payments reads them: a try refused leaves the intent waiting, failed. */
function statusOf(row: LocalPaymentSessionRow): ProviderPaymentStatus {
  switch (row.intentStatus) {
    case "succeeded":
      return "succeeded";
    case "processing":
      return "processing";
    case "canceled":
      return "canceled";
    default:
      return row.declineCode ? "failed" : "open";
  }
}

export function toProviderPayment(row: LocalPaymentSessionRow): ProviderPayment {
  const dispute = disputeOf(row);
  return {
    id: row.paymentIntentId,
    paymentId: metadataOf(row).paymentId,
    status: statusOf(row),
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    methodLabel: row.methodType
      ? methodLabelOf({ type: row.methodType, brand: row.methodBrand, last4: row.methodLast4 })
      : null,
    failureCode: row.declineCode,
    refunds: refundsOf(row).map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      status: "succeeded" as const,
    })),
    dispute: dispute
      ? {
          id: dispute.id,
          amountCents: dispute.amountCents,
          reason: dispute.reason,
          status: dispute.status,
          createdAt: dispute.createdAt,
        }
      : null,
  };
}

export function toProviderCheckout(row: LocalPaymentSessionRow, now: Date): ProviderCheckout {
  return {
    id: row.id,
    paymentId: metadataOf(row).paymentId,
    status: checkoutStatusAt(row, now),
    paymentIntentId: row.paymentIntentId,
  };
}

/** A checkout still open past its end reads as expired (Stripe expires them after 24 hours). */
export function checkoutStatusAt(row: LocalPaymentSessionRow, now: Date): ProviderCheckout["status"] {
  if (row.status === "open" && now > row.expiresAt) return "expired";
  return row.status === "complete" || row.status === "expired" ? row.status : "open";
}
