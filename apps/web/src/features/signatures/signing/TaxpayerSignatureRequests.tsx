import type { TaxPreparationDetail } from "@taxlane/contract";

/** What the taxpayer is asked to sign on a job (built with the signing page). */
export function TaxpayerSignatureRequests(_props: { job: TaxPreparationDetail }) {
  return null;
}
