import { ButtonLink } from "../../components/ui/Button";
import { MarketEmpty, MarketPage } from "./MarketPage";

/** /user/quotes: the taxpayer's quotes; empty until quotes arrive (the quotes table comes later). */
export function QuotesPage() {
  return (
    <MarketPage title="Quotes">
      <MarketEmpty
        title="No quotes yet"
        text="Request quotes and the tax professionals who answer will appear here to compare."
      >
        <ButtonLink to="/user/add-quote" size="lg">
          Request quotes
        </ButtonLink>
      </MarketEmpty>
    </MarketPage>
  );
}
