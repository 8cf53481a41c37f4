import { t } from "@taxlane/contract/i18n";
import { useState } from "react";
import { MarketEmpty } from "../../../entities/account";
import { useExpertRequests } from "./api";
import { RequestDetailsDrawer } from "./RequestDetailsDrawer";
import { RequestSection } from "./RequestSection";
import type { ExpertRequest } from "./request-text";
import { SendQuoteDialog } from "./SendQuoteDialog";

/** The requests routed to the expert, individual then business, with the quote dialog and the details drawer. */
export function RequestsTab() {
  const individual = useExpertRequests("individual");
  const business = useExpertRequests("business");
  const [details, setDetails] = useState<ExpertRequest | null>(null);
  const [quoting, setQuoting] = useState<ExpertRequest | null>(null);

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
      <SendQuoteDialog request={quoting} onClose={() => setQuoting(null)} />
    </div>
  );
}
