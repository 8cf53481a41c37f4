/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms (docs/decisions/0130). No zod here: public pages import it, the home page
 * among them, which is why nothing else of billing's messages is read here.
 */
import { FREE_TRIAL_DAYS } from "./constants";
import { planTerms } from "./i18n/local/planTerms";
import { formatPlain } from "./i18n/plain-format";

/** The trial-end reminder goes out this many days before the trial ends (ours: the product names none). */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;
/** A subscription whose renewal payment keeps failing is cancelled this many days after it fell due. */
export const PAST_DUE_GRACE_DAYS = 14;

/** The billing rules in words (the catalog's planTerms messages), in the language spoken when read. */
export const billingTexts = {
  get whoPays() {
    return planTerms.whoPays;
  },
  get unlocks() {
    return planTerms.unlocks;
  },
  get without() {
    return planTerms.without;
  },
  get trial() {
    return formatPlain(planTerms.trial, { days: FREE_TRIAL_DAYS });
  },
  get cancel() {
    return planTerms.cancel;
  },
  get refunds() {
    return planTerms.refunds;
  },
  get switching() {
    return planTerms.switching;
  },
} as const;
