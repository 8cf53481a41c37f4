import { testCardOutcome } from "../../billing";

/**
 * What Stripe's test cards and test US bank accounts do when a payment is made with them
 * (https://docs.stripe.com/testing), as the local test checkout takes them.
 */
export type TestPaymentOutcome =
  | { kind: "paid"; brand: string | null; disputed: boolean }
  | { kind: "declined"; code: string }
  | { kind: "unknown" };

/** Stripe's dispute test card: the payment succeeds, then the cardholder disputes it as fraudulent. */
const disputedCard = "4000000000000259";

const testRoutingNumber = "110000000";
const payingAccount = "000123456789";
const closedAccount = "000111111116";

export function testCardPayment(digits: string): TestPaymentOutcome {
  if (digits === disputedCard) return { kind: "paid", brand: "Visa", disputed: true };
  const card = testCardOutcome(digits);
  if (card.kind !== "saved") return card;
  // The card that saves but fails its charges is declined when charged at once.
  if (card.failsCharges) return { kind: "declined", code: "card_declined" };
  return { kind: "paid", brand: card.brand, disputed: false };
}

export function testBankPayment(routingNumber: string, accountNumber: string): TestPaymentOutcome {
  if (routingNumber !== testRoutingNumber) return { kind: "unknown" };
  if (accountNumber === payingAccount) return { kind: "paid", brand: null, disputed: false };
  if (accountNumber === closedAccount) return { kind: "declined", code: "account_closed" };
  return { kind: "unknown" };
}
