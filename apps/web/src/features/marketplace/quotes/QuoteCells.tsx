import type { TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadFileButton } from "../../../components/DownloadFileButton";
import { formatUsd } from "../../../entities/plan";
import { professionalName, turnaroundText } from "./quote-text";

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
              {t("quotes.priceList")}
              <span className="tl-visually-hidden">
                {" "}
                {t("quotes.priceListFrom", { name: professionalName(quote) })}
              </span>
            </>
          }
        />
      )}
    </div>
  );
}

/** The professional's estimate and note, as they wrote them; a quiet "No note" when neither was given. */
export function QuoteTerms({ quote }: { quote: Pick<TaxpayerQuote, "message" | "turnaroundDays"> }) {
  const turnaround = turnaroundText(quote.turnaroundDays);
  if (turnaround === null && quote.message === null) {
    return <span className="tl-quote-terms__none">{t("quotes.noNote")}</span>;
  }
  return (
    <div className="tl-quote-terms">
      {turnaround !== null && <span className="tl-quote-terms__turnaround">{turnaround}</span>}
      {quote.message !== null && <p className="tl-quote-terms__message">{quote.message}</p>}
    </div>
  );
}
