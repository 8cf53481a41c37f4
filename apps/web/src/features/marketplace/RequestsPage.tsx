import { MarketEmpty, MarketPage } from "./MarketPage";

/** /expert/requests: requests from taxpayers; empty until one arrives (the request cards come later). */
export function RequestsPage() {
  return (
    <MarketPage title="Requests">
      <MarketEmpty title="No requests yet" text="New requests from taxpayers will appear here." />
    </MarketPage>
  );
}
