import type { TaxPreparationDetail } from "@taxlane/contract";
import { Card } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { MessageButton } from "../../entities/conversation";
import { personName } from "../../lib/format";
import { JobFacts, JobPage, JobRequest } from "./JobPageParts";
import { JobStatusSteps } from "./JobStatusSteps";
import { JobStatusTag } from "./JobStatusTag";
import { type JobPageTabs, JobTabs } from "./JobTabs";
import { isFiled } from "./job-status";
import { RateProfessional } from "./RateProfessional";
import { ReviewPromptProvider, useReviewPrompt } from "./ReviewPrompt";
import type { ReviewTarget } from "./review-prompt";
import { StatusAction } from "./StatusAction";
import { TaxReturnDownload } from "./TaxReturnDownload";
import "./tax-preparation.css";

const JOBS_PATH = "/user/tax_preparation";

function reviewTargetOfDetail(job: TaxPreparationDetail): ReviewTarget {
  return {
    accountantId: job.accountant.id,
    accountantName: personName(job.accountant.firstName, job.accountant.lastName),
    isIndividual: job.isIndividual,
  };
}

function JobHeader({ job }: { job: TaxPreparationDetail }) {
  const review = useReviewPrompt();
  const target = reviewTargetOfDetail(job);
  const filed = isFiled(job.jobStatusId);
  const statusHeadingId = useId();
  return (
    <Card>
      <div className="tl-job__head">
        <div className="tl-job__who">
          <h2>
            {job.taxPreparationYear} {job.jobType.toLowerCase()} return with{" "}
            <Link to={`/experts/${job.accountant.id}`}>{target.accountantName}</Link>
          </h2>
          <JobStatusTag statusId={job.jobStatusId} />
        </div>
        <section aria-labelledby={statusHeadingId}>
          <h3 id={statusHeadingId} className="tl-visually-hidden">
            Status
          </h3>
          <JobStatusSteps statusId={job.jobStatusId} />
        </section>
        <JobFacts job={job} />
        <div className="tl-job__actions">
          <StatusAction quoteId={job.quoteId} jobStatusId={job.jobStatusId} />
          {job.taxReturnFile !== null && (
            <TaxReturnDownload file={job.taxReturnFile} onDownloaded={() => review.afterDownload(target)} />
          )}
          <RateProfessional target={target} filed={filed} />
          <MessageButton userId={job.accountant.id} name={target.accountantName} />
        </div>
        {!filed && (
          <p className="tl-job__note">{target.accountantName} uploads your return here once it is filed.</p>
        )}
      </div>
    </Card>
  );
}

/** /user/tax_preparation/:id (the quote's id): one job's home, with its summary, organizer and documents tabs. */
export function TaxpayerJobPage({ tabs }: { tabs: JobPageTabs }) {
  return (
    <JobPage
      jobsPath={JOBS_PATH}
      withWhom={(job) => personName(job.accountant.firstName, job.accountant.lastName)}
      render={(job) => (
        <ReviewPromptProvider>
          <JobTabs
            summary={
              <>
                <JobHeader job={job} />
                <JobRequest job={job} heading="Your request" sentNote="Sent" />
              </>
            }
            parts={tabs(job)}
          />
        </ReviewPromptProvider>
      )}
    />
  );
}
