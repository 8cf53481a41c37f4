import { type Introduction, MAX_INTRODUCTIONS, type TaxpayerQuote } from "@taxlane/contract";
import { formatUsd } from "../../../entities/plan";
import { requestKeyOf } from "./request-key";

/** How introductions work, said once above them. */
export const introductionsExplained = `We introduce each request to up to ${MAX_INTRODUCTIONS} professionals who fit it, usually within hours. If fewer fit at first, we add more as they join.`;

/** Said while a request has no introductions yet. */
export const noIntroductionsYet =
  "We are finding professionals who fit this request. Their introductions usually arrive within hours.";

/** Introductions grouped by request key (see `requestKey`), in the order the server sent them. */
export function introductionsByRequest(introductions: readonly Introduction[]): Map<string, Introduction[]> {
  const byRequest = new Map<string, Introduction[]>();
  for (const introduction of introductions) {
    const key = requestKeyOf(introduction);
    byRequest.set(key, [...(byRequest.get(key) ?? []), introduction]);
  }
  return byRequest;
}

/** Whether the professional has quoted yet, with the price when the quote is at hand. */
export function quotedText(
  introduction: Pick<Introduction, "quoteId">,
  quotes: readonly Pick<TaxpayerQuote, "quoteId" | "price">[] | undefined,
): string {
  if (introduction.quoteId === null) return "No quote yet";
  const quote = quotes?.find((candidate) => candidate.quoteId === introduction.quoteId);
  return quote === undefined ? "Quote sent" : `Quoted ${formatUsd(quote.price)}`;
}
