import { choosingSharesOrganizerText, type TaxpayerQuote } from "@taxlane/contract";
import { Grid } from "antd";
import { useId } from "react";
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

function QuotesBody() {
  const quotes = useTaxpayerQuotes();
  const chosenRequests = useChosenRequests();
  const choose = useChooseAccountant();
  const confirmed = useConfirmedAction((quote: TaxpayerQuote) => choose.mutateAsync(quote.quoteId));
  // Six columns need the width a desktop gives the page beside the side menu.
  const wide = Grid.useBreakpoint().xl === true;

  if (quotes.isPending) {
    return <LoadingCard label="Loading your quotes" rows={3} />;
  }
  if (quotes.isError) {
    return (
      <LoadError
        title="We could not load your quotes."
        error={quotes.error}
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isRefetching}
      />
    );
  }
  if (quotes.data.length === 0) {
    return (
      <p className="tl-quotes__empty">
        No quotes yet. The professionals introduced to your requests send their prices here, usually within a
        day or two.
      </p>
    );
  }

  const onChoose = (quote: TaxpayerQuote) => {
    const name = professionalName(quote);
    confirmed.ask(quote, {
      title: `Choose ${name}?`,
      content: `${choosingSharesOrganizerText(name)} We tell ${name} at once. The work starts when they confirm, and this quote then shows as Confirmed with a link to the job. Until they answer, you cannot choose another quote for this request or delete it; if they decline, you can choose again.`,
      okText: "Choose accountant",
      doneText: `You chose ${name}. We will tell you when they confirm.`,
    });
  };
  const blockOf = (quote: TaxpayerQuote) => chooseBlock(quote, chosenRequests ?? new Set());
  return (
    <>
      <ActionProblem action={confirmed} title="That quote could not be chosen." />
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
            Quotes from professionals
          </h2>
          <p className="tl-quotes__text">
            Compare prices, timing and reviews, then choose one professional for each request.
          </p>
        </div>
        <ButtonLink to="/user/add-quote" size="lg">
          Request quotes
        </ButtonLink>
      </div>
      <QuotesBody />
    </section>
  );
}
