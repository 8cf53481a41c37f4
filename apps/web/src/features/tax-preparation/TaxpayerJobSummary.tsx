import type { TaxPreparationDetail } from "@taxlane/contract";
import { Link } from "react-router";
import { MessageButton } from "../../entities/conversation";
import { personName } from "../../lib/format";
import { CancelJobButton, CancelledJobNote } from "./JobCancellation";
import { JobHeaderCard } from "./JobHeaderCard";
import { JobFacts, JobRequest } from "./JobPageParts";
import { isCancelled, isFiled } from "./job-status";
import { RateProfessional } from "./RateProfessional";
import { ReturnHeldNote } from "./ReturnHeldNote";
import { useReviewPrompt } from "./ReviewPrompt";
import type { ReviewTarget } from "./review-prompt";
import { StatusAction } from "./StatusAction";
import { TaxReturnDownload } from "./TaxReturnDownload";

function reviewTargetOfDetail(job: TaxPreparationDetail): ReviewTarget {
  return {
    accountantId: job.accountant.id,
    accountantName: personName(job.accountant.firstName, job.accountant.lastName),
    isIndividual: job.isIndividual,
  };
}

/** A job's summary for its taxpayer: the professional, moving the job on, the return and its review. */
export function TaxpayerJobSummary({ job }: { job: TaxPreparationDetail }) {
  const review = useReviewPrompt();
  const target = reviewTargetOfDetail(job);
  const filed = isFiled(job.jobStatusId);
  // The professional holds the return until an invoice is paid: the note says so where it would be.
  const hold = job.taxReturnFile === null ? null : (job.releaseHold ?? null);
  const cancelled = isCancelled(job);
  return (
    <>
      <JobHeaderCard
        job={job}
        title={
          <>
            {job.taxPreparationYear} {job.jobType.toLowerCase()} return with{" "}
            <Link to={`/experts/${job.accountant.id}`}>{target.accountantName}</Link>
          </>
        }
        facts={<JobFacts job={job} />}
        actions={
          <>
            {!cancelled && <StatusAction quoteId={job.quoteId} jobStatusId={job.jobStatusId} />}
            {job.taxReturnFile !== null && hold === null && (
              <TaxReturnDownload file={job.taxReturnFile} onDownloaded={() => review.afterDownload(target)} />
            )}
            <RateProfessional target={target} filed={filed} />
            <MessageButton userId={job.accountant.id} name={target.accountantName} />
            <CancelJobButton job={job} professional={target.accountantName} />
          </>
        }
        note={
          cancelled ? (
            <CancelledJobNote job={job} side="taxpayer" otherName={target.accountantName} />
          ) : hold !== null ? (
            <ReturnHeldNote hold={hold} professional={target.accountantName} />
          ) : (
            !filed && (
              <p className="tl-job__note">
                {target.accountantName} uploads your return here once it is filed.
              </p>
            )
          )
        }
      />
      <JobRequest job={job} heading="Your request" sentNote="Sent" />
    </>
  );
}
