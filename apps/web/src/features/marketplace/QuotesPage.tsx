import type { TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ui/Button";
import { MarketEmpty, MarketPage } from "../../entities/account";
import { PendingAnswersNotice, useWaitingRequests } from "../../entities/questionnaire";
import { useTaxpayerQuotes } from "./quotes/api";
import { LiveQuoteActions } from "./quotes/live-quote-actions";
import { type ChooseQuoteDialog, QuotesSection } from "./quotes/QuotesSection";
import { WaitingRequests } from "./quotes/WaitingRequests";

/**
 * /user/quotes: the quotes professionals sent, to compare and choose from, then the requests still
 * waiting, each with the professionals it was introduced to. One empty card until the first request.
 * `liveQuoteActions` adds actions beside each quote still open to the taxpayer (one they may choose,
 * or the one they chose), `extras` sections under the lists, `chooseDialog` is where choosing happens.
 */
export function QuotesPage({
  liveQuoteActions,
  extras,
  chooseDialog,
}: {
  liveQuoteActions?: (quote: TaxpayerQuote) => ReactNode;
  extras?: ReactNode;
  chooseDialog?: ChooseQuoteDialog;
}) {
  const quotes = useTaxpayerQuotes();
  const waiting = useWaitingRequests();
  const nothingYet = quotes.data?.length === 0 && waiting.data?.length === 0;
  return (
    <MarketPage title={t("quotes.pageTitle")}>
      <PendingAnswersNotice />
      {nothingYet ? (
        <MarketEmpty title={t("quotes.noQuotesYet")} text={t("quotes.noQuotesYetText")}>
          <ButtonLink to="/user/add-quote" size="lg">
            {t("quotes.requestQuotes")}
          </ButtonLink>
        </MarketEmpty>
      ) : (
        <LiveQuoteActions.Provider value={liveQuoteActions ?? null}>
          <QuotesSection chooseDialog={chooseDialog} />
          <WaitingRequests />
          {extras}
        </LiveQuoteActions.Provider>
      )}
    </MarketPage>
  );
}
