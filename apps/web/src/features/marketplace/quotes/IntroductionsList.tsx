import { type Introduction, placeText, type TaxpayerQuote } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { preparerTypeText } from "../../../entities/profile";
import { quotedText } from "./introduction-text";
import { ProfessionalBadge } from "./ProfessionalBadge";
import { professionalOfIntroduction } from "./quote-professional";

/** The professionals one request was introduced to, why each fits, and whether they quoted. */
export function IntroductionsList({
  introductions,
  quotes,
}: {
  introductions: readonly Introduction[];
  quotes: readonly TaxpayerQuote[] | undefined;
}) {
  return (
    <ul className="tl-intros">
      {introductions.map((introduction) => (
        <li key={introduction.accountantId} className="tl-intro">
          <ProfessionalBadge professional={professionalOfIntroduction(introduction)}>
            <span className="tl-intro__meta">
              {[
                preparerTypeText(introduction.taxPreparerTypeId),
                placeText(introduction.city, introduction.state),
              ]
                .filter((part) => part !== undefined)
                .join(" · ")}
            </span>
          </ProfessionalBadge>
          {introduction.reasons.length > 0 && (
            <div className="tl-intro__why">
              <p className="tl-intro__why-title">{t("quotes.whyThisProfessional")}</p>
              {/* Written when the match was made, in the language of that moment. */}
              <ul className="tl-intro__reasons" data-stored-text>
                {introduction.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
          <p
            className={
              introduction.quoteId === null ? "tl-intro__quoted" : "tl-intro__quoted tl-intro__quoted--yes"
            }
          >
            {quotedText(introduction, quotes)}
          </p>
        </li>
      ))}
    </ul>
  );
}
