import type { TaxpayerQuote } from "@taxlane/contract";
import { Grid } from "antd";
import { useId, useState } from "react";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { ButtonLink } from "../../../components/ui/Button";
import { SignLetterDialog } from "../../signatures/engagement-letter/SignLetterDialog";
import { useTaxpayerQuotes } from "./api";
import { QuoteCards } from "./QuoteCards";
import { QuoteGroupSection } from "./QuoteGroupSection";
import { QuotesTable } from "./QuotesTable";
import { groupQuotesByRequest } from "./quote-groups";
import { chooseBlock } from "./quote-rules";
import { professionalName } from "./quote-text";
import { useChosenRequests } from "./use-chosen-requests";
import "./quotes.css";
import { t } from "@taxlane/contract/i18n";

function QuotesBody() {
  const quotes = useTaxpayerQuotes();
  const chosenRequests = useChosenRequests();
  // Choosing is signing the quote's engagement letter, in its dialog.
  const [hiring, setHiring] = useState<TaxpayerQuote | null>(null);
  const [hiringOpen, setHiringOpen] = useState(false);
  // Six columns need the width a desktop gives the page beside the side menu.
  const wide = Grid.useBreakpoint().xl === true;

  if (quotes.isPending) {
    return <LoadingCard label={t("quotes.loadingQuotes")} rows={3} />;
  }
  if (quotes.isError) {
    return (
      <LoadError
        title={t("quotes.quotesLoadError")}
        error={quotes.error}
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isRefetching}
      />
    );
  }
  if (quotes.data.length === 0) {
    return <p className="tl-quotes__empty">{t("quotes.noQuotesIntroduced")}</p>;
  }

  const onChoose = (quote: TaxpayerQuote) => {
    setHiring(quote);
    setHiringOpen(true);
  };
  const blockOf = (quote: TaxpayerQuote) => chooseBlock(quote, chosenRequests ?? new Set());
  return (
    <>
      {hiring !== null && (
        <SignLetterDialog
          target={{ quoteId: hiring.quoteId, professionalName: professionalName(hiring), price: hiring.price }}
          purpose="hire"
          open={hiringOpen}
          onClose={() => setHiringOpen(false)}
        />
      )}
      {groupQuotesByRequest(quotes.data).map((group) => {
        const view = { quotes: group.quotes, blockOf, onChoose };
        return (
          <QuoteGroupSection key={group.key} group={group}>
            {wide ? <QuotesTable {...view} /> : <QuoteCards {...view} />}
          </QuoteGroupSection>
        );
      })}
    </>
  );
}

/** The quotes professionals sent for the taxpayer's requests, to compare and choose from. */
export function QuotesSection() {
  const headingId = useId();
  return (
    <section className="tl-quotes" aria-labelledby={headingId}>
      <div className="tl-quotes__head">
        <div>
          <h2 id={headingId} className="tl-quotes__title">
            {t("quotes.quotesHeading")}
          </h2>
          <p className="tl-quotes__text">{t("quotes.quotesLead")}</p>
        </div>
        <ButtonLink to="/user/add-quote" size="lg">
          Request quotes
        </ButtonLink>
      </div>
      <QuotesBody />
    </section>
  );
}
