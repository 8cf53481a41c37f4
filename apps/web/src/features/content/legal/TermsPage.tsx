import { DISPUTE_NEGOTIATION_DAYS, FREE_TRIAL_DAYS, MINIMUM_AGE } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { usePageTitle } from "../../../lib/use-page-title";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { TERMS_LAST_UPDATED } from "./legal-text";
import { termsLegalSections } from "./terms-legal-sections";
import { termsPlansAndUseSections } from "./terms-plans-and-use-sections";
import { termsServiceSections } from "./terms-service-sections";

/** The sections in the order they are numbered; each group lives in its own `terms-*-sections.tsx`. */
const sections: readonly LegalSection[] = [
  ...termsServiceSections,
  ...termsPlansAndUseSections,
  ...termsLegalSections,
];

export function TermsPage() {
  usePageTitle(legal.termsTitle);
  return (
    <LegalDocument
      title="Terms and conditions"
      subtitle="End user license agreement"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          <strong>The essentials:</strong> you must be {MINIMUM_AGE} or older. Taxlane connects you with
          independent tax professionals and does not give tax advice itself. Plans are monthly or yearly with
          a {FREE_TRIAL_DAYS}-day free trial, you can cancel any time, and there are no refunds for partial
          periods. If we disagree, we first talk for {DISPUTE_NEGOTIATION_DAYS} days before anything formal.
        </p>
      }
      sections={sections}
    />
  );
}
