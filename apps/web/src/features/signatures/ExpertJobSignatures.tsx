import type { TaxPreparationDetail } from "@taxlane/contract";
import { EngagementLetterCard } from "./engagement-letter/EngagementLetterCard";
import { ExpertSignatureRequests } from "./requests/ExpertSignatureRequests";

/** A job's Signatures tab for its professional: the engagement letter, then the signature requests. */
export function ExpertJobSignatures({ job }: { job: TaxPreparationDetail }) {
  return (
    <>
      <EngagementLetterCard side="expert" quoteId={job.quoteId} />
      <ExpertSignatureRequests job={job} />
    </>
  );
}
