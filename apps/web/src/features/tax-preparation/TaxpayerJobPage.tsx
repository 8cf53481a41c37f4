import { useQuery } from "@tanstack/react-query";
import { appTexts, type TaxPreparationDetail } from "@taxlane/contract";
import { questionnaireFor } from "@taxlane/organizer";
import { Card } from "antd";
import { type ReactNode, useId } from "react";
import { Link, useParams } from "react-router";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { MarketPage } from "../../components/MarketPage";
import { MessageButton } from "../../components/MessageButton";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { ButtonLink } from "../../components/ui/Button";
import { dateText, personName } from "../../lib/format";
import { formatUsd } from "../../lib/pricing";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../lib/profiles-api";
import { usePageTitle } from "../../lib/use-page-title";
import { isMissingJob, jobDetailQuery } from "./api";
import { JobStatusSteps } from "./JobStatusSteps";
import { JobStatusTag } from "./JobStatusTag";
import { isFiled } from "./job-status";
import { RateProfessional } from "./RateProfessional";
import { RequestAnswers, requestKindOf } from "./RequestAnswers";
import { ReviewPromptProvider, useReviewPrompt } from "./ReviewPrompt";
import type { ReviewTarget } from "./review-prompt";
import { StatusAction } from "./StatusAction";
import { TaxReturnDownload } from "./TaxReturnDownload";
import "./tax-preparation.css";

const NOT_FOUND_TITLE = "Tax preparation not found";

function JobNotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <StatusScreen
      figure="404"
      title={NOT_FOUND_TITLE}
      actions={
        <ButtonLink to="/user/tax_preparation" size="lg">
          All tax preparations
        </ButtonLink>
      }
    >
      <p className="tl-status__text">
        {appTexts.notFound} The link may be mistyped, or this job belongs to another account.
      </p>
    </StatusScreen>
  );
}

function BackLink() {
  return (
    <Link to="/user/tax_preparation" className="tl-job__back">
      <span aria-hidden="true">← </span>All tax preparations
    </Link>
  );
}

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

function JobRequest({ job }: { job: TaxPreparationDetail }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="tl-job__section-title">
          Your request: {questionnaireFor(requestKindOf(job)).title}
        </h2>
        <p className="tl-job__note">Sent {dateText(job.requestDate)}</p>
        <RequestAnswers job={job} />
      </section>
    </Card>
  );
}

/** Parts other features add to the job's page (the organizer), drawn under the request. */
export type JobPageExtras = (job: TaxPreparationDetail) => ReactNode;

function TaxpayerJob({ quoteId, extras }: { quoteId: number; extras?: JobPageExtras }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(jobDetailQuery(quoteId));
  if (isError && isMissingJob(error)) return <JobNotFound />;
  return (
    <MarketPage title="Tax preparation">
      <div className="tl-job">
        <BackLink />
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
            <JobHeader job={data} />
            {extras?.(data)}
            <JobRequest job={data} />
          </ReviewPromptProvider>
        )}
      </div>
    </MarketPage>
  );
}

/** /user/tax_preparation/:id (the quote's id): one job's home. */
export function TaxpayerJobPage({ extras }: { extras?: JobPageExtras }) {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null) return <JobNotFound />;
  return <TaxpayerJob quoteId={quoteId} extras={extras} />;
}
