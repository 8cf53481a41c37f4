import { t } from "@taxlane/contract/i18n";
import { lazy, Suspense, useState } from "react";
import { MarketEmpty } from "../../../entities/account";
import { useExpertRequests } from "./api";
import { RequestDetailsDrawer } from "./RequestDetailsDrawer";
import { RequestSection } from "./RequestSection";
import type { ExpertRequest } from "./request-text";

// The quote form (its number fields and price-list upload) is loaded when a first quote is begun.
const SendQuoteDialog = lazy(() =>
  import("./SendQuoteDialog").then((module) => ({ default: module.SendQuoteDialog })),
);

/** The requests routed to the expert, individual then business, with the quote dialog and the details drawer. */
export function RequestsTab() {
  const individual = useExpertRequests("individual");
  const business = useExpertRequests("business");
  const [details, setDetails] = useState<ExpertRequest | null>(null);
  const [quoting, setQuoting] = useState<ExpertRequest | null>(null);
  // Once begun, the dialog stays mounted, so it closes as antd closes it (focus back where it was).
  const [quotedOnce, setQuotedOnce] = useState(false);

  const noneAtAll =
    individual.isSuccess &&
    business.isSuccess &&
    individual.data.pages.flat().length === 0 &&
    business.data.pages.flat().length === 0;
  if (noneAtAll) {
    return <MarketEmpty title={t("quotes.noRequestsYet")} text={t("quotes.noRequestsYetText")} />;
  }

  const actions = {
    onSendQuote: (request: ExpertRequest) => {
      setDetails(null);
      setQuotedOnce(true);
      setQuoting(request);
    },
    onViewDetails: setDetails,
  };
  return (
    <div className="tl-requests">
      <RequestSection kind="individual" query={individual} {...actions} />
      <RequestSection kind="business" query={business} {...actions} />
      <RequestDetailsDrawer
        request={details}
        onClose={() => setDetails(null)}
        onSendQuote={actions.onSendQuote}
      />
      {quotedOnce && (
        <Suspense fallback={null}>
          <SendQuoteDialog request={quoting} onClose={() => setQuoting(null)} />
        </Suspense>
      )}
    </div>
  );
}
