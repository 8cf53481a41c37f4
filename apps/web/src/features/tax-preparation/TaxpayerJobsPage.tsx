import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { TaxpayerTaxPreparation } from "@taxlane/contract";
import { Link } from "react-router";
import { MarketEmpty, MarketPage } from "../../components/MarketPage";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { ButtonLink } from "../../components/ui/Button";
import { dateText, personName } from "../../lib/format";
import { formatUsd } from "../../lib/pricing";
import { taxpayerJobsQuery } from "./api";
import { JobStatusTag } from "./JobStatusTag";
import { type JobColumn, JobsList } from "./JobsList";
import { isFiled, isIndividualJob } from "./job-status";
import { RateProfessional } from "./RateProfessional";
import { ReviewPromptProvider, useReviewPrompt } from "./ReviewPrompt";
import type { ReviewTarget } from "./review-prompt";
import { StatusAction } from "./StatusAction";
import { TaxReturnDownload } from "./TaxReturnDownload";
import "./tax-preparation.css";
import { t } from "@taxlane/contract/i18n";

const professionalOf = (job: TaxpayerTaxPreparation) =>
  personName(job.accountantFirstName, job.accountantLastName);

export function reviewTargetOf(job: TaxpayerTaxPreparation): ReviewTarget {
  return {
    accountantId: job.accountantId,
    accountantName: professionalOf(job),
    isIndividual: isIndividualJob(job.jobType),
  };
}

function ReturnCell({ job }: { job: TaxpayerTaxPreparation }) {
  const review = useReviewPrompt();
  const target = reviewTargetOf(job);
  if (job.taxReturnFile === null) return <span className="tl-muted">{t("taxPreparation.notFiledYet")}</span>;
  return (
    <span className="tl-jobs__cell">
      <TaxReturnDownload
        file={job.taxReturnFile}
        context={`${job.taxPreparationYear}, ${target.accountantName}`}
        onDownloaded={() => review.afterDownload(target)}
      />
      <RateProfessional target={target} filed={isFiled(job.jobStatusId)} />
    </span>
  );
}

const columns: JobColumn<TaxpayerTaxPreparation>[] = [
  {
    key: "professional",
    title: "Professional",
    render: (job) => <Link to={`/experts/${job.accountantId}`}>{professionalOf(job)}</Link>,
  },
  { key: "start", title: "Start date", render: (job) => dateText(job.createdDate) },
  { key: "type", title: "Job type", render: (job) => job.jobType },
  { key: "fee", title: "Fee", render: (job) => formatUsd(job.price) },
  {
    key: "status",
    title: "Job status",
    render: (job) => (
      <span className="tl-jobs__cell">
        <JobStatusTag statusId={job.jobStatusId} />
        <StatusAction quoteId={job.quoteId} jobStatusId={job.jobStatusId} context={professionalOf(job)} />
      </span>
    ),
  },
  { key: "return", title: "Tax return", render: (job) => <ReturnCell job={job} /> },
  {
    key: "request",
    title: "Request",
    render: (job) => (
      <Link to={`/user/tax_preparation/${job.quoteId}`}>
        View request<span className="tl-visually-hidden"> with {professionalOf(job)}</span>
      </Link>
    ),
  },
  { key: "year", title: "Year", render: (job) => job.taxPreparationYear, inCardTitle: true },
];

function NewTaxPreparation() {
  return (
    <ButtonLink to="/user/add-quote" size="lg">
      <PlusOutlined aria-hidden="true" /> {t("taxPreparation.newPreparation")}
    </ButtonLink>
  );
}

function TaxpayerJobs() {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(taxpayerJobsQuery());
  if (isPending) return <LoadingCard label={t("taxPreparation.loadingList")} />;
  if (isError) {
    return (
      <LoadError
        title={t("taxPreparation.listLoadError")}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <MarketEmpty title={t("taxPreparation.noneYet")} text={t("taxPreparation.noneYetTaxpayer")}>
        <NewTaxPreparation />
      </MarketEmpty>
    );
  }
  return (
    <section className="tl-jobs">
      <div className="tl-bar">
        <p>{t("taxPreparation.taxpayerLead")}</p>
        <NewTaxPreparation />
      </div>
      <JobsList
        label={t("taxPreparation.taxpayerHeading")}
        jobs={data}
        rowKey={(job) => job.quoteId}
        columns={columns}
        cardTitle={(job) => `${job.taxPreparationYear} · ${professionalOf(job)}`}
      />
    </section>
  );
}

/** /user/tax_preparation: the taxpayer's jobs with their professionals. */
export function TaxpayerJobsPage() {
  return (
    <MarketPage title="Tax preparation">
      <ReviewPromptProvider>
        <TaxpayerJobs />
      </ReviewPromptProvider>
    </MarketPage>
  );
}
