import { useQuery } from "@tanstack/react-query";
import { appTexts, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card } from "antd";
import { type ReactNode, useId } from "react";
import { Link, useParams } from "react-router";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { ButtonLink } from "../../components/ui/Button";
import { MarketPage } from "../../entities/account";
import { formatUsd } from "../../entities/plan";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../entities/profile";
import { dateText } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { isMissingJob, jobDetailQuery, useJobsRealtimeRefetch } from "./api";
import { jobTypeLabel } from "./job-status";
import { jobPageTitle } from "./job-title";
import { RequestAnswers } from "./RequestAnswers";

const NOT_FOUND_TITLE = t("taxPreparation.notFoundTitle");

/** A job that is not there, or not the signed-in person's: one screen, whichever it is. */
export function JobNotFound({ jobsPath }: { jobsPath: string }) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <StatusScreen
      figure="404"
      title={NOT_FOUND_TITLE}
      actions={
        <ButtonLink to={jobsPath} size="lg">
          {t("taxPreparation.allPreparations")}
        </ButtonLink>
      }
    >
      <p className="tl-status__text">
        {appTexts.notFound} {t("taxPreparation.notFoundText")}
      </p>
    </StatusScreen>
  );
}

export function BackLink({ jobsPath }: { jobsPath: string }) {
  return (
    <Link to={jobsPath} className="tl-job__back">
      <span aria-hidden="true">← </span>
      {t("taxPreparation.allPreparations")}
    </Link>
  );
}

/** The request the job began from, with every answer of its questionnaire. */
export function JobRequest({
  job,
  heading,
  sentNote,
}: {
  job: TaxPreparationDetail;
  heading: string;
  sentNote: string;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="tl-job__section-title">
          {heading}:{" "}
          {job.isIndividual ? t("taxPreparation.individualReturn") : t("taxPreparation.businessReturn")}
        </h2>
        <p className="tl-job__note">
          {sentNote} {dateText(job.requestDate)}
        </p>
        <RequestAnswers job={job} />
      </section>
    </Card>
  );
}

/** The facts both sides see on a job's summary; `children` adds a side's own. */
export function JobFacts({ job, children }: { job: TaxPreparationDetail; children?: ReactNode }) {
  return (
    <dl className="tl-job__facts">
      <div>
        <dt>{t("taxPreparation.factFee")}</dt>
        <dd>{formatUsd(job.price)}</dd>
      </div>
      <div>
        <dt>{t("taxPreparation.factTaxYear")}</dt>
        <dd>{job.taxPreparationYear}</dd>
      </div>
      <div>
        <dt>{t("taxPreparation.factStartDate")}</dt>
        <dd>{dateText(job.createdDate)}</dd>
      </div>
      <div>
        <dt>{t("taxPreparation.factJobType")}</dt>
        <dd>{jobTypeLabel(job.jobType)}</dd>
      </div>
      {children}
    </dl>
  );
}

interface JobPageProps {
  jobsPath: string;
  /** The other side of the job, as the page names them: the client, or the professional. */
  withWhom: (job: TaxPreparationDetail) => string;
  render: (job: TaxPreparationDetail) => ReactNode;
}

function LoadedJobPage({ quoteId, jobsPath, withWhom, render }: JobPageProps & { quoteId: number }) {
  useJobsRealtimeRefetch();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(jobDetailQuery(quoteId));
  if (isError && isMissingJob(error)) return <JobNotFound jobsPath={jobsPath} />;
  return (
    <MarketPage
      title={t("taxPreparation.navTaxPreparation")}
      documentTitle={data === undefined ? undefined : jobPageTitle(data.taxPreparationYear, withWhom(data))}
    >
      <div className="tl-job">
        <BackLink jobsPath={jobsPath} />
        {isPending ? (
          <LoadingCard label={t("taxPreparation.loadingOne")} rows={6} />
        ) : isError ? (
          <LoadError
            title={t("taxPreparation.oneLoadError")}
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          render(data)
        )}
      </div>
    </MarketPage>
  );
}

/**
 * A job's page at `<jobsPath>/:id` (the quote's id) for either side: not found for an id that is
 * not a job of the signed-in person's, loading and error states, then what `render` draws of it.
 */
export function JobPage(props: JobPageProps) {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null) return <JobNotFound jobsPath={props.jobsPath} />;
  return <LoadedJobPage key={quoteId} quoteId={quoteId} {...props} />;
}
