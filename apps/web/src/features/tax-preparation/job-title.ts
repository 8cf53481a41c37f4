import { t } from "@taxlane/contract/i18n";

/**
 * A job page's document title: which return, and with whom (the other side of the job), so a
 * person with several jobs open in tabs, or going back through their history, tells them apart.
 */
export function jobPageTitle(taxYear: number, withWhom: string): string {
  return t("taxPreparation.pageTitle", { year: taxYear, name: withWhom });
}
