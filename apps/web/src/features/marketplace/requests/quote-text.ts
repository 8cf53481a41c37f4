import { QuoteActionStatusId, type SentQuote } from "@taxlane/contract";
import { dateText } from "../../../lib/format";
import { requestTitles, shortName } from "./request-text";

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

/** Which of the taxpayer's requests a quote answers: "Individual Tax Application, sent Mar 1, 2027". */
export function answeredRequestText(quote: Pick<SentQuote, "isIndividual" | "requestDate">): string {
  return `${requestTitles[quote.isIndividual ? "individual" : "business"]}, sent ${dateText(quote.requestDate)}`;
}
