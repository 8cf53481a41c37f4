import type { TaxPreparationDetail } from "@taxlane/contract";

/** The professional's signature requests on a job (built with the request pages). */
export function ExpertSignatureRequests(_props: { job: TaxPreparationDetail }) {
  return null;
}
