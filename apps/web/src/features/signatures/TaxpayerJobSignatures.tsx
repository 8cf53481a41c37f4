import type { TaxPreparationDetail } from "@taxlane/contract";
import { EngagementLetterCard } from "./engagement-letter/EngagementLetterCard";
import { TaxpayerSignatureRequests } from "./signing/TaxpayerSignatureRequests";

/** A job's Signatures tab for its taxpayer: the engagement letter, then what they are asked to sign. */
export function TaxpayerJobSignatures({ job }: { job: TaxPreparationDetail }) {
  return (
    <>
      <EngagementLetterCard side="taxpayer" quoteId={job.quoteId} />
      <TaxpayerSignatureRequests job={job} />
    </>
  );
}
