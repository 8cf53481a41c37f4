import type { TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../../lib/format";
import { requestKindTitle, requestSummaryText } from "./quote-text";
import { requestKey } from "./request-key";

type GroupedQuote = Pick<
  TaxpayerQuote,
  "taxPreparationId" | "isIndividual" | "requestDate" | "requestHeadlineAnswers" | "createdDate"
>;

/** The quotes that answer one request, under the words that tell it from the taxpayer's others. */
export interface QuoteGroup<Q extends GroupedQuote = TaxpayerQuote> {
  key: string;
  /** "Individual tax return, sent Mar 1, 2027" (with "(2)" when another request reads the same). */
  title: string;
  /** A line of the request's answers; "" when it has none to show. */
  summary: string;
  quotes: Q[];
}

/**
 * The quotes grouped by the request they answer, newest request first; each group keeps the
 * quotes' own order. Two requests with the same kind, day and answers are numbered.
 */
export function groupQuotesByRequest<Q extends GroupedQuote>(quotes: readonly Q[]): QuoteGroup<Q>[] {
  const groups = new Map<string, { requestDate: string; quotes: Q[] }>();
  for (const quote of quotes) {
    const key = requestKey(quote.isIndividual ? "individual" : "business", quote.taxPreparationId);
    const group = groups.get(key);
    if (group) group.quotes.push(quote);
    else groups.set(key, { requestDate: quote.requestDate, quotes: [quote] });
  }
  const ordered = [...groups.entries()].sort(
    ([keyA, a], [keyB, b]) =>
      Date.parse(b.requestDate) - Date.parse(a.requestDate) || keyB.localeCompare(keyA),
  );
  const seen = new Map<string, number>();
  return ordered.map(([key, group]) => {
    const [first] = group.quotes as [Q, ...Q[]];
    const kind = first.isIndividual ? "individual" : "business";
    const base = t("quotes.requestTitleSent", {
      title: requestKindTitle(kind),
      date: dateText(first.requestDate),
    });
    const summary = requestSummaryText(first);
    const label = `${base}\n${summary}`;
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return {
      key,
      title: count === 1 ? base : `${base} (${count})`,
      summary,
      quotes: group.quotes,
    };
  });
}
