import { t } from "@taxlane/contract/i18n";
import { Drawer } from "antd";
import { AnswersList } from "../../../components/AnswersList";
import { RequestAssignment } from "./RequestAssignment";
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
      classNames={{ body: "tl-request-details__body" }}
    >
      {request !== null && (
        // The answers scroll here rather than in the drawer's body, so keyboard users can scroll them.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys.
        <section className="tl-request-details" tabIndex={0} aria-label={t("quotes.requestDetails")}>
          <InvitedBadge invited={request.record.invited} />
          <RequestMeta request={request} />
          <RequestAssignment requestId={request.record.id} assignedTo={request.record.assignedTo} />
          <WhyYou reasons={request.record.matchReasons} headingLevel={3} />
          <Contact request={request} headingLevel={3} />
          <div className="tl-request__block">
            <h3 className="tl-request__block-title">{t("quotes.theirAnswers")}</h3>
            <AnswersList lines={answerLines(request)} />
          </div>
        </section>
      )}
    </Drawer>
  );
}
