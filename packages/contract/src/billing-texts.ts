/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms (docs/decisions/0130). No zod here: public pages import it.
 */
import { FREE_TRIAL_DAYS } from "./constants";

/** The trial-end reminder goes out this many days before the trial ends (ours: the product names none). */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;
/** A subscription whose renewal payment keeps failing is cancelled this many days after it fell due. */
export const PAST_DUE_GRACE_DAYS = 14;

export const billingTexts = {
  /** Which plans exist for whom. */
  whoPays: "Plans are for tax professionals only. Taxpayers never need a plan.",
  /** What a plan unlocks. */
  unlocks: "A plan in its free trial or paid up lets you send quotes to taxpayers.",
  /** What happens without one. */
  without:
    "Without a plan you keep your directory listing, your messages and the jobs you already have; you just can't send new quotes.",
  /** The trial and the card. */
  trial: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. We take your card when you sign up and charge it only when the trial ends.`,
  /** Cancelling. */
  cancel:
    "Cancel any time, free of charge: your plan keeps working until the end of the period you paid for, and you can undo the cancellation until then.",
  /** Refunds. */
  refunds: "There are no refunds for part of a billing period.",
  /** Switching between monthly and yearly. */
  switching:
    "Switching between monthly and yearly takes effect when your current period or trial ends: the new price is charged on that day, and nothing is prorated.",
} as const;

/** What a refused test card means for the person (the local test checkout and Stripe's decline codes). */
export const declineReasons: Readonly<Record<string, string>> = {
  card_declined: "Your card was declined. Please use another card, or ask your bank why it was refused.",
  generic_decline: "Your card was declined. Please use another card, or ask your bank why it was refused.",
  insufficient_funds: "Your card has insufficient funds. Please use another card.",
  lost_card: "Your card was declined. Please use another card.",
  stolen_card: "Your card was declined. Please use another card.",
  expired_card: "Your card has expired. Please check the expiry date or use another card.",
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  processing_error: "An error occurred while processing your card. Please try again in a moment.",
  canceled: "You left the checkout before your card was saved. Nothing was charged.",
};

/** The person-facing reason for a decline code; a general one for a code we don't know. */
export function declineReasonText(code: string | null | undefined): string {
  return (
    (code && declineReasons[code]) || "Your card could not be saved. Nothing was charged; please try again."
  );
}
