import { useQuery } from "@tanstack/react-query";
import type { TaxPreparationDetail } from "@taxlane/contract";
import { Card } from "antd";
import { useId } from "react";
import { Link, useParams } from "react-router";
import { MarketPage } from "../../components/MarketPage";
import { MessageButton } from "../../components/MessageButton";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { dateText, personName } from "../../lib/format";
import { formatUsd } from "../../lib/pricing";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../lib/profiles-api";
import { isMissingJob, jobDetailQuery } from "./api";
import { BackLink, JobNotFound, JobRequest } from "./JobPageParts";
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
        <dl className="tl-job__facts">
          <div>
            <dt>Fee</dt>
            <dd>{formatUsd(job.price)}</dd>
          </div>
          <div>
            <dt>Tax year</dt>
            <dd>{job.taxPreparationYear}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{dateText(job.createdDate)}</dd>
          </div>
          <div>
            <dt>Job type</dt>
            <dd>{job.jobType}</dd>
          </div>
        </dl>
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

function TaxpayerJob({ quoteId, tabs }: { quoteId: number; tabs: JobPageTabs }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(jobDetailQuery(quoteId));
  if (isError && isMissingJob(error)) return <JobNotFound jobsPath={JOBS_PATH} />;
  return (
    <MarketPage title="Tax preparation">
      <div className="tl-job">
        <BackLink jobsPath={JOBS_PATH} />
        {isPending ? (
          <LoadingCard label="Loading this tax preparation" rows={6} />
        ) : isError ? (
          <LoadError
            title="We could not load this tax preparation."
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <ReviewPromptProvider>
            <JobTabs
              summary={
                <>
                  <JobHeader job={data} />
                  <JobRequest job={data} heading="Your request" sentNote="Sent" />
                </>
              }
              parts={tabs(data)}
            />
          </ReviewPromptProvider>
        )}
      </div>
    </MarketPage>
  );
}

/** /user/tax_preparation/:id (the quote's id): one job's home, with its summary, organizer and documents tabs. */
export function TaxpayerJobPage({ tabs }: { tabs: JobPageTabs }) {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null) return <JobNotFound jobsPath={JOBS_PATH} />;
  return <TaxpayerJob quoteId={quoteId} tabs={tabs} />;
}
