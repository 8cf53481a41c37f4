import { type Introduction, MAX_INTRODUCTIONS, type TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { formatUsd } from "../../../entities/plan";
import { requestKeyOf } from "./request-key";

/** How introductions work, said once above them. */
export const introductionsExplained = t("quotes.introductionsExplained", { count: MAX_INTRODUCTIONS });

/** Said while a request has no introductions yet. */
export const noIntroductionsYet = t("quotes.findingProfessionals");

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
  if (introduction.quoteId === null) return t("quotes.noQuoteYet");
  const quote = quotes?.find((candidate) => candidate.quoteId === introduction.quoteId);
  return quote === undefined ? t("quotes.quoteSent") : t("quotes.quoted", { price: formatUsd(quote.price) });
}
