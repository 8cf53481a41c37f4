import type { TaxpayerTaxPreparation } from "@taxlane/contract";
import { Link } from "react-router";
import { formatUsd } from "../../entities/plan";
import { dateText, personName } from "../../lib/format";
import { JobStatusTag } from "./JobStatusTag";
import { type JobColumn, JobsList } from "./JobsList";
import { isCancelled, isFiled, isIndividualJob, jobTypeLabel } from "./job-status";
import { NewTaxPreparation } from "./NewTaxPreparation";
import { RateProfessional } from "./RateProfessional";
import { useReviewPrompt } from "./ReviewPrompt";
import type { ReviewTarget } from "./review-prompt";
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
    title: t("taxPreparation.columnProfessional"),
    render: (job) => <Link to={`/experts/${job.accountantId}`}>{professionalOf(job)}</Link>,
  },
  { key: "start", title: t("taxPreparation.factStartDate"), render: (job) => dateText(job.createdDate) },
  { key: "type", title: t("taxPreparation.factJobType"), render: (job) => jobTypeLabel(job.jobType) },
  { key: "fee", title: t("taxPreparation.factFee"), render: (job) => formatUsd(job.price) },
  {
    key: "status",
    title: t("taxPreparation.columnJobStatus"),
    render: (job) => (
      <span className="tl-jobs__cell">
        <JobStatusTag statusId={job.jobStatusId} cancelled={isCancelled(job)} />
      </span>
    ),
  },
  { key: "return", title: t("taxPreparation.columnTaxReturn"), render: (job) => <ReturnCell job={job} /> },
  {
    key: "request",
    title: t("taxPreparation.columnRequest"),
    render: (job) => (
      <Link to={`/user/tax_preparation/${job.quoteId}`}>
        {t("taxPreparation.viewRequest")}
        <span className="tl-visually-hidden">
          {" "}
          {t("taxPreparation.viewRequestWith", { name: professionalOf(job) })}
        </span>
      </Link>
    ),
  },
  {
    key: "year",
    title: t("taxPreparation.columnYear"),
    render: (job) => job.taxPreparationYear,
    inCardTitle: true,
  },
];

/** The taxpayer's jobs with their professionals, under a line on what to do here. */
export function TaxpayerJobsList({ jobs }: { jobs: readonly TaxpayerTaxPreparation[] }) {
  return (
    <section className="tl-jobs">
      <div className="tl-bar">
        <p>{t("taxPreparation.taxpayerLead")}</p>
        <NewTaxPreparation />
      </div>
      <JobsList
        label={t("taxPreparation.taxpayerHeading")}
        jobs={jobs}
        rowKey={(job) => job.quoteId}
        columns={columns}
        cardTitle={(job) => `${job.taxPreparationYear} · ${professionalOf(job)}`}
      />
    </section>
  );
}
