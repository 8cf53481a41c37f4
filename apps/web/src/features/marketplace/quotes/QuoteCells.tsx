import type { TaxpayerQuote } from "@taxlane/contract";
import { formatUsd } from "../../billing/pricing";
import { DownloadFileButton } from "./DownloadFileButton";
import { professionalName } from "./quote-text";

/** The price, and the professional's price list when they attached one. */
export function QuotePrice({ quote }: { quote: TaxpayerQuote }) {
  return (
    <div className="tl-quote-price">
      <span className="tl-quote-price__amount">{formatUsd(quote.price)}</span>
      {quote.priceAttachment !== null && (
        <DownloadFileButton
          file={quote.priceAttachment}
          label={
            <>
              Price list<span className="tl-visually-hidden"> from {professionalName(quote)}</span>
            </>
          }
        />
      )}
    </div>
  );
}
