import { billingTexts } from "@taxlane/contract";
import { Alert } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { MarketPage, useCurrentUser } from "../../entities/account";
import { usePracticeSeat } from "../../entities/practice";
import { useSentQuotes } from "./requests/api";
import { InviteClient } from "./requests/InviteClient";
import { awaitsAnswer } from "./requests/quote-text";
import { RequestsTab } from "./requests/RequestsTab";
import "./requests/requests.css";
import { t } from "@taxlane/contract/i18n";
import { PageTabs } from "../../components/PageTabs";
import { LoadingCard } from "../../components/QueryStates";

// The sent quotes' table is loaded when its tab is first opened: the page opens on the requests.
const SentQuotes = lazy(() =>
  import("./requests/SentQuotes").then((module) => ({ default: module.SentQuotes })),
);

const SENT_TAB = "sent";

/** The "Sent quotes" tab's name, with how many chosen quotes wait for the expert's answer. */
function SentTabLabel() {
  const quotes = useSentQuotes();
  const waiting = quotes.data?.filter(awaitsAnswer).length ?? 0;
  return (
    <span>
      {t("quotes.sentQuotesTab")}
      {waiting > 0 && (
        <span className="tl-requests__tab-count"> {t("quotes.sentQuotesToConfirm", { count: waiting })}</span>
      )}
    </span>
  );
}

/**
 * Sending quotes needs a plan (the server refuses otherwise): say so before the person tries. GetUser's
 * `hasSubscription` says whether one covers them: for a practice's member, an owner's plan does. A member
 * whose role does not include the plan (`payments`) cannot take one: they are told an owner starts it.
 */
function PlanNeeded() {
  const { data: user } = useCurrentUser();
  const seat = usePracticeSeat();
  if (user === undefined || user.hasSubscription || seat.isPending) return null;
  if (seat.practice && !seat.may("payments")) {
    const words = { practice: seat.practice.name };
    return (
      <Alert
        className="tl-requests__plan"
        type="info"
        showIcon
        title={t("quotes.practicePlanNeeded", words)}
        description={t("quotes.practicePlanNeededText", words)}
      />
    );
  }
  return (
    <Alert
      className="tl-requests__plan"
      type="info"
      showIcon
      title={t("quotes.trialToSendQuotes")}
      description={
        <>
          {billingTexts.unlocks} {billingTexts.without} <Link to="/payment">{t("quotes.startTrial")}</Link>
        </>
      }
    />
  );
}

/**
 * /expert/requests: requests routed to the expert (send a quote, read every answer), the quotes
 * sent (confirm or decline one a taxpayer chose) and an invitation link for the expert's own
 * clients. `?tab=sent` opens the quotes, so a reload or a link keeps the tab. `above`: the to-do card.
 */
export function RequestsPage({ above }: { above?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  // A member whose role does not price work (an assistant) reads the requests only.
  const quotes = usePracticeSeat().may("quotes");
  const active = quotes && params.get("tab") === SENT_TAB ? SENT_TAB : "requests";
  const requestsTab = { key: "requests", label: t("quotes.requestsTitle"), children: <RequestsTab /> };
  return (
    <MarketPage title={t("quotes.requestsTitle")}>
      {above}
      {quotes && <PlanNeeded />}
      {quotes && <InviteClient />}
      <PageTabs
        activeKey={active}
        onChange={(key) => setParams(key === SENT_TAB ? { tab: SENT_TAB } : {}, { replace: true })}
        items={
          quotes
            ? [
                requestsTab,
                {
                  key: SENT_TAB,
                  label: <SentTabLabel />,
                  children: (
                    <Suspense fallback={<LoadingCard label={t("quotes.loadingQuotes")} />}>
                      <SentQuotes />
                    </Suspense>
                  ),
                },
              ]
            : [requestsTab]
        }
      />
    </MarketPage>
  );
}
