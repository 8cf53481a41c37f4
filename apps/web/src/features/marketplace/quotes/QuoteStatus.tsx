import type { TaxpayerQuote } from "@taxlane/contract";
import { quoteStatusText, quoteStatusTone } from "./quote-text";

/** A quote's status as a coloured pill with words, so the colour is never the only sign. */
export function QuoteStatus({ quote }: { quote: Pick<TaxpayerQuote, "statusId" | "actionStatusId"> }) {
  return (
    <span className={`tl-quote-status tl-quote-status--${quoteStatusTone(quote)}`}>
      {quoteStatusText(quote)}
    </span>
  );
}
