import { choosingSharesOrganizerText, type TaxpayerQuote } from "@taxlane/contract";
import { Grid } from "antd";
import { type ComponentType, useId, useState } from "react";
import { ActionProblem } from "../../../components/ActionProblem";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { ButtonLink } from "../../../components/ui/Button";
import { useConfirmedAction } from "../../../lib/use-confirmed-action";
import { useChooseAccountant, useTaxpayerQuotes } from "./api";
import { QuoteCards } from "./QuoteCards";
import { QuoteGroupSection } from "./QuoteGroupSection";
import { QuotesTable } from "./QuotesTable";
import { groupQuotesByRequest } from "./quote-groups";
import { chooseBlock } from "./quote-rules";
import { professionalName } from "./quote-text";
import { useChosenRequests } from "./use-chosen-requests";
import "./quotes.css";
import { t } from "@taxlane/contract/i18n";

/** A dialog in which choosing a quote happens (signing its engagement letter), composed by the route. */
export type ChooseQuoteDialog = ComponentType<{ quote: TaxpayerQuote; open: boolean; onClose: () => void }>;

function QuotesBody({ chooseDialog: ChooseDialog }: { chooseDialog?: ChooseQuoteDialog }) {
  const quotes = useTaxpayerQuotes();
  const chosenRequests = useChosenRequests();
  const choose = useChooseAccountant();
  const confirmed = useConfirmedAction((quote: TaxpayerQuote) => choose.mutateAsync(quote.quoteId));
  const [choosing, setChoosing] = useState<{ quote: TaxpayerQuote; open: boolean } | null>(null);
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
    if (ChooseDialog !== undefined) {
      setChoosing({ quote, open: true });
      return;
    }
    const name = professionalName(quote);
    confirmed.ask(quote, {
      title: t("quotes.chooseQuestion", { name }),
      content: t("quotes.chooseText", { sharing: choosingSharesOrganizerText(name), name }),
      okText: t("quotes.chooseAccountantButton"),
      doneText: t("quotes.chosen", { name }),
    });
  };
  const blockOf = (quote: TaxpayerQuote) => chooseBlock(quote, chosenRequests ?? new Set());
  return (
    <>
      <ActionProblem action={confirmed} title={t("quotes.chooseFailed")} />
      {ChooseDialog !== undefined && choosing !== null && (
        <ChooseDialog
          quote={choosing.quote}
          open={choosing.open}
          onClose={() => setChoosing({ ...choosing, open: false })}
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

/**
 * The quotes professionals sent for the taxpayer's requests, to compare and choose from; with
 * `chooseDialog`, choosing opens it instead of asking to confirm.
 */
export function QuotesSection({ chooseDialog }: { chooseDialog?: ChooseQuoteDialog }) {
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
          {t("quotes.requestQuotes")}
        </ButtonLink>
      </div>
      <QuotesBody chooseDialog={chooseDialog} />
    </section>
  );
}
