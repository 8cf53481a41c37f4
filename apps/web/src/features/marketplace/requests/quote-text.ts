import { QuoteActionStatusId, type SentQuote } from "@taxlane/contract";
import { shortName } from "./request-text";

/** The taxpayer chose this quote and waits for the expert to confirm or decline it. */
export function awaitsAnswer(quote: Pick<SentQuote, "actionStatusId">): boolean {
  return quote.actionStatusId === QuoteActionStatusId.chosenWaitingForInformation;
}

/** The full name once the taxpayer chose the expert, first name and last initial before. */
export function clientName(
  quote: Pick<SentQuote, "taxpayerFirstName" | "taxpayerLastName" | "actionStatusId">,
): string {
  const chosen =
    quote.actionStatusId === QuoteActionStatusId.chosenWaitingForInformation ||
    quote.actionStatusId === QuoteActionStatusId.confirmed;
  return chosen
    ? `${quote.taxpayerFirstName.trim()} ${quote.taxpayerLastName.trim()}`.trim()
    : shortName(quote.taxpayerFirstName, quote.taxpayerLastName);
}
