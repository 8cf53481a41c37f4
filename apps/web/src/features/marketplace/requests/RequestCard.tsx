import { CheckCircleOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button, Card } from "antd";
import { useId } from "react";
import { AnswersList } from "../../../components/AnswersList";
import { MessageButton } from "../../../entities/conversation";
import { usePracticeSeat } from "../../../entities/practice";
import { RequestAssignment } from "./RequestAssignment";
import { Contact, InvitedBadge, RequestMeta, WhyYou } from "./RequestParts";
import { type ExpertRequest, keyFacts, requestTitles } from "./request-text";

export interface RequestActions {
  onSendQuote: (request: ExpertRequest) => void;
  onViewDetails: (request: ExpertRequest) => void;
}

/** "Send Quote", or that the quote went out already. */
export function SendQuoteAction({
  request,
  onSendQuote,
}: {
  request: ExpertRequest;
  onSendQuote: RequestActions["onSendQuote"];
}) {
  const mayQuote = usePracticeSeat().may("quotes");
  if (request.record.sentQuoteId !== null) {
    return (
      <span className="tl-request__sent">
        <CheckCircleOutlined aria-hidden /> {t("quotes.quoteSent")}
      </span>
    );
  }
  if (!mayQuote) return null;
  return (
    <Button type="primary" onClick={() => onSendQuote(request)}>
      {t("quotes.sendQuoteButton")}
    </Button>
  );
}

/** One request on the expert's list: who, when, where, the answers that size the work, and why it came here. */
export function RequestCard({
  request,
  onSendQuote,
  onViewDetails,
}: { request: ExpertRequest } & RequestActions) {
  const titleId = useId();
  return (
    <article className="tl-request" aria-labelledby={titleId}>
      <Card>
        <div className="tl-request__head">
          <h3 id={titleId} className="tl-request__title">
            {requestTitles[request.kind]}
          </h3>
          <InvitedBadge invited={request.record.invited} />
        </div>
        <RequestMeta request={request} />
        <AnswersList lines={keyFacts(request)} />
        <div className="tl-request__blocks">
          <WhyYou reasons={request.record.matchReasons} headingLevel={4} />
          <Contact request={request} headingLevel={4} />
        </div>
        <RequestAssignment requestId={request.record.id} assignedTo={request.record.assignedTo} />
        <div className="tl-request__actions">
          <SendQuoteAction request={request} onSendQuote={onSendQuote} />
          <Button onClick={() => onViewDetails(request)}>{t("quotes.viewDetails")}</Button>
          <MessageButton
            userId={request.record.user.id}
            name={`${request.record.user.firstName} ${request.record.user.lastName}`.trim()}
          />
        </div>
      </Card>
    </article>
  );
}
