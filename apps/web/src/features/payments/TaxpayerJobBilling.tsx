import type { TaxPreparationDetail } from "@taxlane/contract";

/** A job's Billing tab for its taxpayer (built with the billing pages). */
export function TaxpayerJobBilling(_props: { job: TaxPreparationDetail }) {
  return null;
}
