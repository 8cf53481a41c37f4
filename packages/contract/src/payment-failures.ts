import type { MessageKey } from "./i18n/catalog";

/** A catalog message saying why a payment failed. */
export type PaymentFailureKey = Extract<MessageKey, `payments.declined${string}`>;

/** Stripe's decline codes (cards and bank accounts), by what the payer can do about them. */
const failureKeys: Readonly<Record<string, PaymentFailureKey>> = {
  card_declined: "payments.declinedCard",
  generic_decline: "payments.declinedCard",
  insufficient_funds: "payments.declinedFunds",
  lost_card: "payments.declinedCard",
  stolen_card: "payments.declinedCard",
  expired_card: "payments.declinedExpired",
  incorrect_cvc: "payments.declinedCvc",
  processing_error: "payments.declinedProcessing",
  account_closed: "payments.declinedBank",
  insufficient_funds_bank: "payments.declinedBank",
};

/**
 * The message, in words the payer can act on, of a decline code (the API's payment views and the
 * test checkout page say it alike); a general one for a code we don't know.
 */
export function paymentFailureKey(code: string): PaymentFailureKey {
  return failureKeys[code] ?? "payments.declinedOther";
}
