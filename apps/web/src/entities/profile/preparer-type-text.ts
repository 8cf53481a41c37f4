import { TaxPreparerTypeId } from "@taxlane/contract";
import { profiles } from "@taxlane/contract/i18n/local/profiles";

const preparerTypeWords: Readonly<Record<number, string>> = {
  [TaxPreparerTypeId.attorney]: profiles.preparerAttorney,
  [TaxPreparerTypeId.cpa]: profiles.preparerCpa,
  [TaxPreparerTypeId.enrolledAgent]: profiles.preparerEnrolledAgent,
  [TaxPreparerTypeId.registeredTaxPreparer]: profiles.preparerRegisteredTaxPreparer,
};

/**
 * What kind of professional someone is, in the page's language ("Enrolled agent", "Agente inscrito");
 * a type this page does not know yet reads as "Tax professional". The contract's `taxPreparerTypeLabels`
 * keep the English words the API writes.
 */
export function preparerTypeText(taxPreparerTypeId: number): string {
  return preparerTypeWords[taxPreparerTypeId] ?? profiles.preparerUnknown;
}
