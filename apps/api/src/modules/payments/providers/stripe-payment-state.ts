import type Stripe from "stripe";
import {
  methodLabelOf,
  type ProviderCheckout,
  type ProviderDispute,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
} from "./payments-provider";

/** The id of an object Stripe answers either as its id or expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Our payment's id from an object's metadata; null when it is not one of ours. */
function paymentIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.paymentId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A payment intent's status as payments reads it. A refused attempt sends the intent back to
 * requires_payment_method with the refusal in last_payment_error: that is a failure, where the same
 * status without an error is a checkout not yet paid.
 */
export function paymentStatusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case "succeeded":
      return "succeeded";
    case "processing":
    case "requires_capture":
      return "processing";
    case "canceled":
      return "canceled";
    case "requires_payment_method":
      return intent.last_payment_error ? "failed" : "open";
    default:
      return "open";
  }
}

export function refundOf(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === "succeeded"
      ? "succeeded"
      : refund.status === "failed" || refund.status === "canceled"
        ? "failed"
        : "pending";
  return { id: refund.id, amountCents: refund.amount, status };
}

export function disputeOf(dispute: Stripe.Dispute): ProviderDispute {
  return {
    id: dispute.id,
    amountCents: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
    createdAt: new Date(dispute.created * 1000),
  };
}

/**
 * The code of the intent's last refusal: the decline code a card's bank gave, else Stripe's code.
 * A bank debit returned for want of funds shares its code with a card's decline; it is told apart,
 * as the payer's way out differs (check the account, or pay by card).
 */
function failureCodeOf(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): string | null {
  const error = intent.last_payment_error;
  const code = error ? (error.decline_code ?? error.code ?? null) : null;
  const method = charge?.payment_method_details?.type ?? error?.payment_method?.type;
  return code === "insufficient_funds" && method === "us_bank_account" ? "insufficient_funds_bank" : code;
}

/** "Visa •••• 4242" or "Bank account •••• 6789" from what the charge says was used. */
function methodOf(charge: Stripe.Charge | null): string | null {
  const details = charge?.payment_method_details;
  if (!details) return null;
  const card = details.card;
  const last4 = card?.last4 ?? details.us_bank_account?.last4 ?? null;
  return methodLabelOf({ type: details.type, brand: card?.brand ?? null, last4 });
}

/**
 * A payment from its intent (read with `latest_charge` and `latest_charge.refunds` expanded: at the
 * pinned API version a charge lists its refunds only when asked to) and the intent's disputes.
 */
export function paymentOf(
  intent: Stripe.PaymentIntent,
  disputes: readonly Stripe.Dispute[],
): ProviderPayment {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  // The newest dispute is the one that stands (a charge is disputed at most once, but be sure).
  const dispute = [...disputes].sort((a, b) => b.created - a.created)[0];
  return {
    id: intent.id,
    paymentId: paymentIdOf(intent.metadata),
    status: paymentStatusOf(intent),
    amountCents: intent.amount,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    methodLabel: methodOf(charge),
    failureCode: failureCodeOf(intent, charge),
    refunds: (charge?.refunds?.data ?? []).map(refundOf),
    dispute: dispute ? disputeOf(dispute) : null,
  };
}

export function checkoutOf(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    paymentId: paymentIdOf(session.metadata),
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paymentIntentId: idOf(session.payment_intent),
  };
}
