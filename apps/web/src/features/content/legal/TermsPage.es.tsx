import { DISPUTE_NEGOTIATION_DAYS, FREE_TRIAL_DAYS, MINIMUM_AGE } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { usePageTitle } from "../../../lib/use-page-title";
import { EnglishGoverns } from "./english-governs.es";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { TERMS_LAST_UPDATED } from "./legal-text";
import { termsLegalSectionsEs } from "./terms-legal-sections.es";
import { termsPlansAndUseSectionsEs } from "./terms-plans-and-use-sections.es";
import { termsServiceSectionsEs } from "./terms-service-sections.es";

/** The terms in Spanish: the same sections, ids and order as TermsPage.tsx, which governs. */
const sections: readonly LegalSection[] = [
  ...termsServiceSectionsEs,
  ...termsPlansAndUseSectionsEs,
  ...termsLegalSectionsEs,
];

export function TermsPageEs() {
  usePageTitle(legal.termsTitle);
  return (
    <LegalDocument
      title="Términos y condiciones"
      subtitle="Contrato de licencia de usuario final"
      lastUpdated={TERMS_LAST_UPDATED}
      notice={<EnglishGoverns path="/terms-condition" />}
      intro={
        <p>
          <strong>Lo esencial:</strong> debe tener {MINIMUM_AGE} años o más. Taxlane lo pone en contacto con
          profesionales de impuestos independientes y no da asesoría tributaria. Los planes son mensuales o
          anuales con una prueba gratuita de {FREE_TRIAL_DAYS} días, puede cancelar en cualquier momento y no
          hay reembolsos por períodos parciales. Si no estamos de acuerdo, primero conversamos durante{" "}
          {DISPUTE_NEGOTIATION_DAYS} días antes de cualquier trámite formal.
        </p>
      }
      sections={sections}
    />
  );
}
