import { QuoteActionStatusId, type TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { requestKeyOf } from "./request-key";

type QuoteState = Pick<TaxpayerQuote, "quoteId" | "taxPreparationId" | "jobType" | "actionStatusId">;

/** Chosen and waiting for the professional, or confirmed: the request has its professional. */
export function isChosen(quote: Pick<TaxpayerQuote, "actionStatusId">): boolean {
  return (
    quote.actionStatusId === QuoteActionStatusId.chosenWaitingForInformation ||
    quote.actionStatusId === QuoteActionStatusId.confirmed
  );
}

export function isConfirmed(quote: Pick<TaxpayerQuote, "actionStatusId">): boolean {
  return quote.actionStatusId === QuoteActionStatusId.confirmed;
}

/** Keys (see `requestKey`) of the requests that have a chosen or confirmed quote. */
export function requestsWithChoice(quotes: readonly QuoteState[]): Set<string> {
  return new Set(quotes.filter(isChosen).map(requestKeyOf));
}

/** Why a quote cannot be chosen now. */
export type ChooseBlock = "chosen" | "otherChosen" | "declined";

/** The same rules as the server's 409s, so the button is off before anyone tries. */
export function chooseBlock(quote: QuoteState, chosenRequests: ReadonlySet<string>): ChooseBlock | null {
  if (isChosen(quote)) return "chosen";
  if (quote.actionStatusId === QuoteActionStatusId.declined) return "declined";
  if (chosenRequests.has(requestKeyOf(quote))) return "otherChosen";
  return null;
}

/** Said beside a choose button that is off; a chosen quote's status already says it all. */
export const chooseBlockTexts: Record<Exclude<ChooseBlock, "chosen">, string> = {
  otherChosen: t("quotes.alreadyChose"),
  declined: t("quotes.professionalDeclinedWork"),
};
