import { t } from "@taxlane/contract/i18n";
import { ClientLanguageTag } from "../../../components/ClientLanguageTag";
import { dateText } from "../../../lib/format";
import {
  contactHiddenText,
  contactLines,
  type ExpertRequest,
  introductionsText,
  locationText,
  shortName,
} from "./request-text";

/** "Robin T. · Received Mar 4, 2026 · California". */
export function RequestMeta({ request }: { request: ExpertRequest }) {
  const { user, createdDate } = request.record;
  return (
    <p className="tl-request__meta">
      <span className="tl-request__who">{shortName(user.firstName, user.lastName)}</span>
      <span>{t("quotes.receivedOn", { date: dateText(createdDate) })}</span>
      <span>{locationText(request)}</span>
      <span>{introductionsText(request.record.introductionsCount)}</span>
      <ClientLanguageTag preferred={request.record.preferredLanguage} account={user.language} />
    </p>
  );
}

/** Why matching sent this request to the expert; nothing when it gave no reason. */
export function WhyYou({ reasons, headingLevel }: { reasons: readonly string[]; headingLevel: 3 | 4 }) {
  if (reasons.length === 0) return null;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="tl-request__block">
      <Heading className="tl-request__block-title">{t("quotes.whyYou")}</Heading>
      <ul className="tl-request__reasons">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/** The taxpayer's e-mail and phone once they share them, else when they will. */
export function Contact({ request, headingLevel }: { request: ExpertRequest; headingLevel: 3 | 4 }) {
  const lines = contactLines(request.record.user);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="tl-request__block">
      <Heading className="tl-request__block-title">{t("quotes.contactHeading")}</Heading>
      {lines.length === 0 ? (
        <p className="tl-request__muted">{contactHiddenText}</p>
      ) : (
        <ul className="tl-request__contact">
          {lines.map((line) => (
            <li key={line.label}>
              {line.label}: <a href={line.href}>{line.value}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Marks a request made through the expert's own invitation link. */
export function InvitedBadge({ invited }: { invited: boolean }) {
  if (!invited) return null;
  return <span className="tl-request__badge tl-request__badge--invited">{t("quotes.invitedByYou")}</span>;
}
