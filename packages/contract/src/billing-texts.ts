/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms (docs/decisions/0130). No zod here: public pages import it.
 */
import { FREE_TRIAL_DAYS } from "./constants";
import { billing } from "./i18n/local/billing";
import { formatPlain } from "./i18n/plain-format";

/** The trial-end reminder goes out this many days before the trial ends (ours: the product names none). */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;
/** A subscription whose renewal payment keeps failing is cancelled this many days after it fell due. */
export const PAST_DUE_GRACE_DAYS = 14;

/** The billing rules in words (the catalog's billing messages), in the language spoken when read. */
export const billingTexts = {
  get whoPays() {
    return billing.whoPays;
  },
  get unlocks() {
    return billing.unlocks;
  },
  get without() {
    return billing.without;
  },
  get trial() {
    return formatPlain(billing.trial, { days: FREE_TRIAL_DAYS });
  },
  get cancel() {
    return billing.cancel;
  },
  get refunds() {
    return billing.refunds;
  },
  get switching() {
    return billing.switching;
  },
} as const;

/** What a refused test card means for the person (the local test checkout and Stripe's decline codes). */
const declineReasons: Readonly<Record<string, keyof typeof billing>> = {
  card_declined: "declineGeneric",
  generic_decline: "declineGeneric",
  insufficient_funds: "declineInsufficientFunds",
  lost_card: "declineLostOrStolen",
  stolen_card: "declineLostOrStolen",
  expired_card: "declineExpired",
  incorrect_cvc: "declineIncorrectCvc",
  processing_error: "declineProcessingError",
  canceled: "declineCanceled",
};

/** The person-facing reason for a decline code, in the language spoken; a general one for a code we don't know. */
export function declineReasonText(code: string | null | undefined): string {
  const key = code && Object.hasOwn(declineReasons, code) ? declineReasons[code] : undefined;
  return key === undefined ? billing.declineUnknown : billing[key];
}
