import { ButtonLink } from "../../../components/ui/Button";
import "./home-sections.css";

/** Where individuals and businesses start; the sign-up keeps which one they chose. */
export const startPaths = {
  individual: "/signup/tax-payer?type=individual",
  business: "/signup/tax-payer?type=business",
} as const;

/** The Individual / Business choice that starts a taxpayer's sign-up. */
export function StartChoices({ labelId }: { labelId: string }) {
  return (
    <div className="tl-start">
      <p className="tl-start__label" id={labelId}>
        Start here:
      </p>
      <ul className="tl-start__actions" aria-labelledby={labelId}>
        <li>
          <ButtonLink to={startPaths.individual} size="lg" block>
            I'm an individual
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={startPaths.business} size="lg" block variant="secondary">
            I'm a business
          </ButtonLink>
        </li>
      </ul>
    </div>
  );
}
