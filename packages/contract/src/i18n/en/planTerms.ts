/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms (docs/decisions/0130); apart from the rest of billing, as the home page
 * says what a plan unlocks.
 */
export const planTerms = {
  /** Which plans exist for whom. */
  whoPays: "Plans are for tax professionals only. Taxpayers never need a plan.",
  /** What a plan unlocks. */
  unlocks: "A plan in its free trial or paid up lets you send quotes to taxpayers.",
  /** What happens without one. */
  without:
    "Without a plan you keep your directory listing, your messages and the jobs you already have; you just can't send new quotes.",
  /** The trial and the card. */
  trial:
    "Every plan starts with a {days}-day free trial. We take your card when you sign up and charge it only when the trial ends.",
  /** Cancelling. */
  cancel:
    "Cancel any time, free of charge: your plan keeps working until the end of the period you paid for, and you can undo the cancellation until then.",
  /** Refunds. */
  refunds: "There are no refunds for part of a billing period.",
  /** Switching between monthly and yearly. */
  switching:
    "Switching between monthly and yearly takes effect when your current period or trial ends: the new price is charged on that day, and nothing is prorated.",
} as const;
