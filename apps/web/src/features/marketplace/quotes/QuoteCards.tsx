import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../../lib/format";
import { ProfessionalBadge } from "./ProfessionalBadge";
import { QuoteActions } from "./QuoteActions";
import { QuotePrice, QuoteTerms } from "./QuoteCells";
import { QuoteStatus } from "./QuoteStatus";
import type { QuotesViewProps } from "./QuotesTable";
import { professionalOfQuote } from "./quote-professional";

/** One request's quotes as one card each, for phones and narrow windows where a table would not read. */
export function QuoteCards({ quotes, blockOf, onChoose }: QuotesViewProps) {
  return (
    <ul className="tl-quote-cards">
      {quotes.map((quote) => (
        <li key={quote.quoteId} className="tl-quote-card">
          <div className="tl-quote-card__head">
            <ProfessionalBadge professional={professionalOfQuote(quote)} />
            <QuoteStatus quote={quote} />
          </div>
          <dl className="tl-quote-card__facts">
            <div>
              <dt>{t("quotes.quoteColumn")}</dt>
              <dd>
                <QuotePrice quote={quote} />
              </dd>
            </div>
            <div>
              <dt>{t("quotes.dateSent")}</dt>
              <dd>{dateText(quote.createdDate)}</dd>
            </div>
            <div className="tl-quote-card__terms">
              <dt>{t("quotes.timingAndNote")}</dt>
              <dd>
                <QuoteTerms quote={quote} />
              </dd>
            </div>
          </dl>
          <QuoteActions quote={quote} block={blockOf(quote)} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
