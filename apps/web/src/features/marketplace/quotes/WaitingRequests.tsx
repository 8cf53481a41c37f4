import { summarizeAnswers } from "@taxlane/organizer";
import { Card } from "antd";
import { useId } from "react";
import { AnswersList } from "../../../components/AnswersList";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { useWaitingRequests, type WaitingRequest } from "../../../entities/questionnaire";
import { dateText } from "../../../lib/format";
import { DeleteRequest } from "./DeleteRequest";
import { introductionsExplained } from "./introduction-text";
import { requestKindTitle } from "./quote-text";
import { RequestIntroductions } from "./RequestIntroductions";
import { requestKey } from "./request-key";
import { useChosenRequests } from "./use-chosen-requests";
import { requestsStillWaiting } from "./waiting-request-rules";
import "./waiting-requests.css";
import "./quotes.css";
import { t } from "@taxlane/contract/i18n";

function WaitingRequestCard({ request }: { request: WaitingRequest }) {
  const lines = summarizeAnswers(request.kind, request.record);
  return (
    <Card className="tl-waiting-card">
      <div className="tl-waiting-card__head">
        <h3 className="tl-waiting-card__title">{requestKindTitle(request.kind)}</h3>
        <span className="tl-waiting-card__status">{t("quotes.waitingForQuotes")}</span>
      </div>
      <p className="tl-waiting-card__date">
        {t("quotes.sentOn", { date: dateText(request.record.createdDate) })}
      </p>
      <RequestIntroductions requestKey={requestKey(request.kind, request.record.id)} />
      {/* Folded: people wrote these themselves; the introductions are the news. */}
      <details className="tl-waiting-card__answers">
        <summary>{t("quotes.yourAnswers")}</summary>
        <AnswersList lines={lines} />
      </details>
      <DeleteRequest request={{ kind: request.kind, taxPreparationId: request.record.id }} />
    </Card>
  );
}

/**
 * The taxpayer's requests still without a chosen professional: who each was introduced to, the
 * answers sent, and a way to delete it. Nothing when there are none. A request whose professional is
 * chosen shows with its quotes, above.
 */
export function WaitingRequests() {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useWaitingRequests();
  const chosenRequests = useChosenRequests();

  if (isPending || chosenRequests === undefined) {
    return <LoadingCard label={t("quotes.loadingRequests")} />;
  }
  if (isError) {
    return (
      <LoadError
        title={t("quotes.requestsLoadError")}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  const waiting = requestsStillWaiting(data, chosenRequests);
  if (waiting.length === 0) return null;
  return (
    <section className="tl-waiting" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="tl-waiting__title">
          {t("quotes.requestsWaiting")}
        </h2>
        <p className="tl-waiting__text">{introductionsExplained}</p>
      </div>
      {waiting.map((request) => (
        <WaitingRequestCard key={requestKey(request.kind, request.record.id)} request={request} />
      ))}
    </section>
  );
}
