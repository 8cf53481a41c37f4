import { appTexts } from "@taxlane/contract";
import { questionnaireFor, summarizeAnswers } from "@taxlane/organizer";
import { Alert, Button, Card, Skeleton } from "antd";
import { type ReactNode, useId } from "react";
import { ButtonLink } from "../../components/ui/Button";
import { isApiError } from "../../lib/api-client";
import { useWaitingRequests, type WaitingRequest } from "./api";
import "./onboarding.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 4, 2026", or the text as it came when it is not a date. */
export function sentOn(createdDate: string): string {
  const time = Date.parse(createdDate);
  return Number.isNaN(time) ? createdDate : dateFormat.format(time);
}

function WaitingRequestCard({ request }: { request: WaitingRequest }) {
  const lines = summarizeAnswers(request.kind, request.record);
  return (
    <Card className="tl-waiting-card">
      <div className="tl-waiting-card__head">
        <h3 className="tl-waiting-card__title">{questionnaireFor(request.kind).title}</h3>
        <span className="tl-waiting-card__status">Waiting for quotes</span>
      </div>
      <p className="tl-waiting-card__date">Sent {sentOn(request.record.createdDate)}</p>
      <dl className="tl-answers">
        {lines.map((line) => (
          <div key={line.key} className="tl-answers__row">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The taxpayer's requests waiting for quotes, each with its answers in words, so people see what
 * they sent. `empty` is shown when there are none.
 */
export function WaitingRequests({ empty }: { empty: ReactNode }) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useWaitingRequests();

  if (isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your requests">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="We could not load your requests."
        description={isApiError(error) ? error.message : appTexts.somethingWentWrong}
        action={
          <Button onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        }
      />
    );
  }
  if (data.length === 0) return empty;
  return (
    <section className="tl-waiting" aria-labelledby={headingId}>
      <div className="tl-waiting__head">
        <div>
          <h2 id={headingId} className="tl-waiting__title">
            Requests waiting for quotes
          </h2>
          <p className="tl-waiting__text">
            Tax professionals are looking at {data.length === 1 ? "this request" : "these requests"}. Their
            quotes will appear here.
          </p>
        </div>
        <ButtonLink to="/user/add-quote" size="lg">
          Request quotes
        </ButtonLink>
      </div>
      {data.map((request) => (
        <WaitingRequestCard key={`${request.kind}-${request.record.id}`} request={request} />
      ))}
    </section>
  );
}
