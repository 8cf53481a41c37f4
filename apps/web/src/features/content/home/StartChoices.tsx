import { ButtonLink } from "../../../components/ui/Button";
import "./home-sections.css";
import { home } from "@taxlane/contract/i18n/local/home";

/** Where individuals and businesses start: the questionnaire, its type already chosen. */
export const startPaths = {
  individual: "/get-started?type=individual",
  business: "/get-started?type=business",
} as const;

/** The Individual / Business choice that starts a taxpayer's questionnaire. */
export function StartChoices({ labelId }: { labelId: string }) {
  return (
    <div className="tl-start">
      <p className="tl-start__label" id={labelId}>
        {home.startHere}
      </p>
      <ul className="tl-start__actions" aria-labelledby={labelId}>
        <li>
          <ButtonLink to={startPaths.individual} size="lg" block>
            {home.imIndividual}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={startPaths.business} size="lg" block variant="secondary">
            {home.imBusiness}
          </ButtonLink>
        </li>
      </ul>
    </div>
  );
}
