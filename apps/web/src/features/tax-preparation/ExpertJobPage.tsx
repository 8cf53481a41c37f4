import { useQuery } from "@tanstack/react-query";
import { JobStatusId, type TaxPreparationDetail } from "@taxlane/contract";
import { Card } from "antd";
import { useId } from "react";
import { useParams } from "react-router";
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
import { expertNextStep, expertReturnOffer } from "./job-status";
import { TaxReturnDownload } from "./TaxReturnDownload";
import { UploadReturn } from "./UploadReturn";
import "./tax-preparation.css";

const JOBS_PATH = "/expert/tax_preparation";

function ReturnAction({ job, context }: { job: TaxPreparationDetail; context: string }) {
  const offer = expertReturnOffer(job);
  if (offer === "upload") return <UploadReturn quoteId={job.quoteId} context={context} />;
  if (offer === "download" && job.taxReturnFile !== null) {
    return <TaxReturnDownload file={job.taxReturnFile} context={context} />;
  }
  return null;
}

function ExpertJobHeader({ job }: { job: TaxPreparationDetail }) {
  const client = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  const statusHeadingId = useId();
  const next = expertNextStep(job.jobStatusId);
  return (
    <Card>
      <div className="tl-job__head">
        <div className="tl-job__who">
          <h2>
            {client}, {job.taxPreparationYear} {job.jobType.toLowerCase()} return
          </h2>
          <JobStatusTag statusId={job.jobStatusId} />
        </div>
        <section aria-labelledby={statusHeadingId}>
          <h3 id={statusHeadingId} className="tl-visually-hidden">
            Status
          </h3>
          <JobStatusSteps statusId={job.jobStatusId} />
        </section>
        {next !== null && (
          <p
            className={
              job.jobStatusId === JobStatusId.inForReview
                ? "tl-jobs__next-step tl-jobs__next-step--yours"
                : "tl-jobs__next-step"
            }
          >
            {next}
          </p>
        )}
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
          <div>
            <dt>E-mail</dt>
            <dd className="tl-job__contact">{job.taxpayer.email}</dd>
          </div>
          {job.taxpayer.phoneNumber !== null && (
            <div>
              <dt>Phone</dt>
              <dd>{job.taxpayer.phoneNumber}</dd>
            </div>
          )}
        </dl>
        <div className="tl-job__actions">
          <ReturnAction job={job} context={`${client}, ${job.taxPreparationYear}`} />
          <MessageButton userId={job.taxpayer.id} name={client} />
        </div>
      </div>
    </Card>
  );
}

function ExpertJob({ quoteId, tabs }: { quoteId: number; tabs: JobPageTabs }) {
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
          <JobTabs
            summary={
              <>
                <ExpertJobHeader job={data} />
                <JobRequest job={data} heading="The client's request" sentNote="Sent" />
              </>
            }
            parts={tabs(data)}
          />
        )}
      </div>
    </MarketPage>
  );
}

/** /expert/tax_preparation/:id (the quote's id): one job for its professional, with its summary, organizer and documents tabs. */
export function ExpertJobPage({ tabs }: { tabs: JobPageTabs }) {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null) return <JobNotFound jobsPath={JOBS_PATH} />;
  return <ExpertJob key={quoteId} quoteId={quoteId} tabs={tabs} />;
}
