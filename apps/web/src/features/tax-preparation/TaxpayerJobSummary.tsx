import { JobStatusId, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Link } from "react-router";
import { MessageButton } from "../../entities/conversation";
import { personName } from "../../lib/format";
import { richText } from "../../lib/rich-text";
import { DraftReturnCard } from "./DraftReturnCard";
import { CancelJobButton, CancelledJobNote } from "./JobCancellation";
import { JobHeaderCard } from "./JobHeaderCard";
import { JobFacts, JobRequest } from "./JobPageParts";
import { JobPracticeFacts } from "./JobPracticeFacts";
import { JobTimeline } from "./JobTimeline";
import { jobContact } from "./job-contact";
import { isCancelled, isFiled, jobTypeInSentence } from "./job-status";
import { RateProfessional } from "./RateProfessional";
import { ReturnHeldNote } from "./ReturnHeldNote";
import { offersReturnPack, ReturnPackDownload } from "./ReturnPackDownload";
import { useReviewPrompt } from "./ReviewPrompt";
import type { ReviewTarget } from "./review-prompt";
import { TaxReturnDownload } from "./TaxReturnDownload";

function reviewTargetOfDetail(job: TaxPreparationDetail): ReviewTarget {
  return {
    accountantId: job.accountant.id,
    accountantName: personName(job.accountant.firstName, job.accountant.lastName),
    isIndividual: job.isIndividual,
  };
}

/** What the professional asked for when the job went to waiting for information. */
function WaitingNote({ note }: { note: string | null }) {
  if (note === null) return <p className="tl-job__note">{t("jobStagePages.waitingNoWords")}</p>;
  return (
    <div className="tl-job__note" role="note">
      <strong>{t("jobStagePages.waitingNoteHeading")}</strong>
      <p>{note}</p>
    </div>
  );
}

/**
 * A job's summary for its taxpayer: the professional, the stage the professional moved the job to (and
 * what they asked for while waiting for information), the draft return to review, the return and,
 * once filed, the return pack.
 */
export function TaxpayerJobSummary({ job }: { job: TaxPreparationDetail }) {
  const review = useReviewPrompt();
  const target = reviewTargetOfDetail(job);
  const contact = jobContact(job);
  const filed = isFiled(job.jobStatusId);
  // The professional holds the return until an invoice is paid: the note says so where it would be.
  const hold = job.taxReturnFile === null ? null : (job.releaseHold ?? null);
  const cancelled = isCancelled(job);
  return (
    <>
      <JobHeaderCard
        job={job}
        title={richText(
          t("taxPreparation.taxpayerJobTitle", {
            year: job.taxPreparationYear,
            type: jobTypeInSentence(job.jobType),
            name: target.accountantName,
          }),
          { link: (name) => <Link to={`/experts/${job.accountant.id}`}>{name}</Link> },
        )}
        facts={
          <JobFacts job={job}>
            <JobPracticeFacts job={job} side="taxpayer" />
          </JobFacts>
        }
        actions={
          <>
            {/* The draft card downloads a draft; here, a filed return (or one shared before drafts were). */}
            {job.taxReturnFile !== null && hold === null && (filed || job.draftReturn == null) && (
              <TaxReturnDownload file={job.taxReturnFile} onDownloaded={() => review.afterDownload(target)} />
            )}
            {/* Held with the return while an invoice holds it: the note says why and how to pay. */}
            {offersReturnPack(job) && !job.releaseHold && <ReturnPackDownload job={job} side="taxpayer" />}
            <RateProfessional target={target} filed={filed} />
            <MessageButton userId={contact.id} name={contact.name} />
            <CancelJobButton job={job} professional={target.accountantName} />
          </>
        }
        note={
          cancelled ? (
            <CancelledJobNote job={job} side="taxpayer" otherName={target.accountantName} />
          ) : (
            <>
              {hold !== null && <ReturnHeldNote hold={hold} professional={target.accountantName} />}
              {job.jobStatusId === JobStatusId.waitingForInformation && (
                <WaitingNote note={job.statusNote ?? null} />
              )}
            </>
          )
        }
      />
      <JobTimeline quoteId={job.quoteId} />
      {!cancelled && <DraftReturnCard job={job} side="taxpayer" professional={target.accountantName} />}
      <JobRequest
        job={job}
        heading={t("taxPreparation.yourRequest")}
        sentNote={t("taxPreparation.requestSent")}
      />
    </>
  );
}
