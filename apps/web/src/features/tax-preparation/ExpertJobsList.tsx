import { type ExpertTaxPreparation, JobStatusId, JobType } from "@taxlane/contract";
import { Button, Checkbox } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { formatUsd } from "../../entities/plan";
import { useAssignableMembers } from "../../entities/practice";
import { personName } from "../../lib/format";
import { BulkAssignBar } from "./JobAssignment";
import { JobStatusTag } from "./JobStatusTag";
import { type JobColumn, JobsList } from "./JobsList";
import { expertNextStep, expertReturnOffer, isCancelled, jobTypeLabel } from "./job-status";
import { RequestDrawer } from "./RequestDrawer";
import { TaxReturnDownload } from "./TaxReturnDownload";
import { UploadReturn } from "./UploadReturn";
import "./tax-preparation.css";
import { t } from "@taxlane/contract/i18n";

const clientOf = (job: ExpertTaxPreparation) => personName(job.taxpayerFirstName, job.taxpayerLastName);
const jobContext = (job: ExpertTaxPreparation) => `${clientOf(job)}, ${job.taxPreparationYear}`;

function ReturnCell({ job }: { job: ExpertTaxPreparation }) {
  const offer = isCancelled(job) ? "none" : expertReturnOffer(job);
  if (offer === "upload") {
    return (
      <UploadReturn quoteId={job.quoteId} context={jobContext(job)} replacing={job.taxReturnFile !== null} />
    );
  }
  if (offer === "download" && job.taxReturnFile !== null) {
    return <TaxReturnDownload file={job.taxReturnFile} context={jobContext(job)} />;
  }
  return <span className="tl-muted">{t("documents.noFile")}</span>;
}

/**
 * The job's status, and what it asks of the professional next (stronger when it is their turn);
 * a cancelled job asks nothing.
 */
function StatusAndNextStep({ statusId, cancelled }: { statusId: number; cancelled: boolean }) {
  const next = cancelled ? null : expertNextStep(statusId);
  return (
    <span className="tl-jobs__cell">
      <JobStatusTag statusId={statusId} cancelled={cancelled} />
      {next !== null && (
        <span
          className={
            statusId === JobStatusId.inForReview
              ? "tl-jobs__next-step tl-jobs__next-step--yours"
              : "tl-jobs__next-step"
          }
        >
          {next}
        </span>
      )}
    </span>
  );
}

/** Ticking jobs for an owner's assignment of several at once. */
interface JobSelection {
  selected: readonly number[];
  toggle: (quoteId: number, on: boolean) => void;
}

function selectColumn({ selected, toggle }: JobSelection): JobColumn<ExpertTaxPreparation> {
  return {
    key: "select",
    title: t("practiceAssignment.selectColumn"),
    render: (job) => (
      <Checkbox
        checked={selected.includes(job.quoteId)}
        onChange={(event) => toggle(job.quoteId, event.target.checked)}
        aria-label={t("practiceAssignment.selectJob", { job: jobContext(job) })}
      />
    ),
  };
}

const assignedColumn: JobColumn<ExpertTaxPreparation> = {
  key: "assigned",
  title: t("practiceAssignment.assignedToFact"),
  render: (job) => job.assignedTo?.name ?? "",
};

function columnsWith(
  viewRequest: (quoteId: number) => void,
  selection: JobSelection | null,
  practiceJobs: boolean,
): JobColumn<ExpertTaxPreparation>[] {
  return [
    ...(selection ? [selectColumn(selection)] : []),
    { key: "client", title: t("taxPreparation.columnClient"), render: clientOf, inCardTitle: true },
    ...(practiceJobs ? [assignedColumn] : []),
    {
      key: "year",
      title: t("taxPreparation.columnYear"),
      render: (job) => job.taxPreparationYear,
      inCardTitle: true,
    },
    { key: "fee", title: t("taxPreparation.factFee"), render: (job) => formatUsd(job.fee) },
    { key: "type", title: t("taxPreparation.factJobType"), render: (job) => jobTypeLabel(job.jobType) },
    {
      key: "status",
      title: t("taxPreparation.columnJobStatus"),
      render: (job) => <StatusAndNextStep statusId={job.jobStatusId} cancelled={isCancelled(job)} />,
    },
    { key: "return", title: t("taxPreparation.columnTaxReturn"), render: (job) => <ReturnCell job={job} /> },
    {
      // One column for what the client gave, so the table fits a laptop's width.
      key: "client-information",
      title: t("taxPreparation.columnClientInformation"),
      render: (job) => (
        <div className="tl-jobs__cell">
          <Link to={`/expert/tax_preparation/${job.quoteId}`} className="tl-jobs__link">
            {t("taxPreparation.openJob")}
            <span className="tl-visually-hidden"> {t("taxPreparation.ofJob", { job: jobContext(job) })}</span>
          </Link>
          <Link
            to={`/organizer/${job.jobType === JobType.personal ? "individual" : "business"}/${job.quoteId}`}
            className="tl-jobs__link"
          >
            {t("taxPreparation.viewAnswers")}
            <span className="tl-visually-hidden"> {t("taxPreparation.ofJob", { job: jobContext(job) })}</span>
          </Link>
          <Link to={`/expert/tax_preparation/${job.quoteId}/documents`} className="tl-jobs__link">
            {t("taxPreparation.tabDocuments")}
            <span className="tl-visually-hidden"> {t("taxPreparation.ofJob", { job: jobContext(job) })}</span>
          </Link>
          <Button type="link" className="tl-jobs__link" onClick={() => viewRequest(job.quoteId)}>
            {t("taxPreparation.viewRequest")}
            <span className="tl-visually-hidden"> {t("taxPreparation.ofJob", { job: jobContext(job) })}</span>
          </Button>
        </div>
      ),
    },
  ];
}

/** The professional's jobs: the table (cards on phones) and the drawer with a job's request. */
export function ExpertJobsList({ jobs }: { jobs: readonly ExpertTaxPreparation[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const { isOwner } = useAssignableMembers();
  // A practice's owner ticks its jobs to assign several at once; a solo professional's list has no ticks.
  const practiceJobs = jobs.some((job) => job.assignedTo != null);
  const selection =
    isOwner && practiceJobs
      ? {
          selected,
          toggle: (quoteId: number, on: boolean) =>
            setSelected((now) => (on ? [...now, quoteId] : now.filter((id) => id !== quoteId))),
        }
      : null;
  return (
    <>
      <BulkAssignBar selected={selected} onDone={() => setSelected([])} />
      <JobsList
        label={t("taxPreparation.expertHeading")}
        jobs={jobs}
        rowKey={(job) => job.quoteId}
        columns={columnsWith(setViewing, selection, practiceJobs)}
        cardTitle={(job) => `${clientOf(job)} · ${job.taxPreparationYear}`}
      />
      <RequestDrawer quoteId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
