import { Drawer } from "antd";
import { AnswerList } from "./AnswerList";
import { type RequestActions, SendQuoteAction } from "./RequestCard";
import { Contact, InvitedBadge, RequestMeta, WhyYou } from "./RequestParts";
import { answerLines, type ExpertRequest, requestTitles } from "./request-text";

/** Every answer of a request, beside the card's facts; the quote can be sent from here too. */
export function RequestDetailsDrawer({
  request,
  onClose,
  onSendQuote,
}: {
  request: ExpertRequest | null;
  onClose: () => void;
  onSendQuote: RequestActions["onSendQuote"];
}) {
  return (
    <Drawer
      open={request !== null}
      onClose={onClose}
      size="min(600px, 100vw)"
      title={
        request === null ? "" : <h2 className="tl-request__dialog-title">{requestTitles[request.kind]}</h2>
      }
      footer={request === null ? null : <SendQuoteAction request={request} onSendQuote={onSendQuote} />}
      destroyOnHidden
    >
      {request !== null && (
        <div className="tl-request-details">
          <InvitedBadge invited={request.record.invited} />
          <RequestMeta request={request} />
          <WhyYou reasons={request.record.matchReasons} headingLevel={3} />
          <Contact request={request} headingLevel={3} />
          <div className="tl-request__block">
            <h3 className="tl-request__block-title">Their answers</h3>
            <AnswerList lines={answerLines(request)} />
          </div>
        </div>
      )}
    </Drawer>
  );
}
