import { ButtonLink } from "../../components/ui/Button";
import { PendingAnswersNotice } from "../onboarding/PendingAnswersNotice";
import { WaitingRequests } from "../onboarding/WaitingRequests";
import { MarketEmpty, MarketPage } from "./MarketPage";

/**
 * /user/quotes: the taxpayer's requests waiting for quotes, with the answers they sent; empty until
 * the first request (the quotes table comes later).
 */
export function QuotesPage() {
  return (
    <MarketPage title="Quotes">
      <PendingAnswersNotice />
      <WaitingRequests
        empty={
          <MarketEmpty
            title="No quotes yet"
            text="Request quotes and the tax professionals who answer will appear here to compare."
          >
            <ButtonLink to="/user/add-quote" size="lg">
              Request quotes
            </ButtonLink>
          </MarketEmpty>
        }
      />
    </MarketPage>
  );
}
