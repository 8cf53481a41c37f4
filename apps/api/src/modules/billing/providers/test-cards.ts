/**
 * Stripe's test card numbers, as the local test checkout takes them
 * (https://docs.stripe.com/testing): the ones that save and charge, the ones refused with a reason,
 * and one that saves but fails every later charge.
 */
export type TestCardOutcome =
  | { kind: "saved"; brand: string; failsCharges: boolean }
  | { kind: "declined"; code: string }
  | { kind: "unknown" };

const saved: Readonly<Record<string, string>> = {
  "4242424242424242": "Visa",
  "4000056655665556": "Visa (debit)",
  "5555555555554444": "Mastercard",
  "2223003122003222": "Mastercard",
  "5200828282828210": "Mastercard (debit)",
  "5105105105105100": "Mastercard (prepaid)",
  "378282246310005": "American Express",
  "371449635398431": "American Express",
  "6011111111111117": "Discover",
  "6011000990139424": "Discover",
  "3056930009020004": "Diners Club",
  "36227206271667": "Diners Club",
  "3566002020360505": "JCB",
  "6200000000000005": "UnionPay",
  "4000002500003155": "Visa",
};

const declined: Readonly<Record<string, string>> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000009987": "lost_card",
  "4000000000009979": "stolen_card",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
};

/** Saves, but every charge after the trial is declined (the subscription then goes past due). */
const failsLater = "4000000000000341";

export function testCardOutcome(digits: string): TestCardOutcome {
  if (digits === failsLater) return { kind: "saved", brand: "Visa", failsCharges: true };
  const brand = saved[digits];
  if (brand) return { kind: "saved", brand, failsCharges: false };
  const code = declined[digits];
  if (code) return { kind: "declined", code };
  return { kind: "unknown" };
}

/** An expiry "MM / YY" that has not passed at `now`. */
export function expiryIsFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
