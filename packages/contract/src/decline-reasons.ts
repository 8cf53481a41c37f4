import { billing } from "./i18n/local/billing";

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
