/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms (docs/decisions/0130). No zod here: public pages import it.
 */
import { FREE_TRIAL_DAYS } from "./constants";
import { billing } from "./i18n/en/billing";
import { formatPlain } from "./i18n/plain-format";

/** The trial-end reminder goes out this many days before the trial ends (ours: the product names none). */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;
/** A subscription whose renewal payment keeps failing is cancelled this many days after it fell due. */
export const PAST_DUE_GRACE_DAYS = 14;

/** The billing rules in words (the catalog's billing messages). */
export const billingTexts = {
  whoPays: billing.whoPays,
  unlocks: billing.unlocks,
  without: billing.without,
  trial: formatPlain(billing.trial, { days: FREE_TRIAL_DAYS }),
  cancel: billing.cancel,
  refunds: billing.refunds,
  switching: billing.switching,
} as const;

/** What a refused test card means for the person (the local test checkout and Stripe's decline codes). */
export const declineReasons: Readonly<Record<string, string>> = {
  card_declined: billing.declineGeneric,
  generic_decline: billing.declineGeneric,
  insufficient_funds: billing.declineInsufficientFunds,
  lost_card: billing.declineLostOrStolen,
  stolen_card: billing.declineLostOrStolen,
  expired_card: billing.declineExpired,
  incorrect_cvc: billing.declineIncorrectCvc,
  processing_error: billing.declineProcessingError,
  canceled: billing.declineCanceled,
};

/** The person-facing reason for a decline code; a general one for a code we don't know. */
export function declineReasonText(code: string | null | undefined): string {
  return (code && declineReasons[code]) || billing.declineUnknown;
}
