import type { TaxPreparationDetail } from "@taxlane/contract";

/** A job's Billing tab for its professional (built with the billing pages). */
export function ExpertJobBilling(_props: { job: TaxPreparationDetail }) {
  return null;
}
