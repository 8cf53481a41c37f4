import { JobStatusId, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card } from "antd";
import { type ReactNode, useId } from "react";
import { JobStatusSteps } from "./JobStatusSteps";
import { JobStatusTag } from "./JobStatusTag";
import { isCancelled } from "./job-status";

interface JobHeaderCardProps {
  job: TaxPreparationDetail;
  /** The heading: whose return, which year, which kind. */
  title: ReactNode;
  /** What the job asks of the professional next, if anything (stronger when it is their turn). */
  nextStep?: string | null;
  /** The facts (`JobFacts`), with a side's own. */
  facts: ReactNode;
  actions: ReactNode;
  note?: ReactNode;
}

/** The top of a job's summary, the same for both sides: title, status, facts, what can be done. */
export function JobHeaderCard({ job, title, nextStep, facts, actions, note }: JobHeaderCardProps) {
  const statusHeadingId = useId();
  return (
    <Card>
      <div className="tl-job__head">
        <div className="tl-job__who">
          <h2>{title}</h2>
          <JobStatusTag statusId={job.jobStatusId} cancelled={isCancelled(job)} />
        </div>
        <section aria-labelledby={statusHeadingId}>
          <h3 id={statusHeadingId} className="tl-visually-hidden">
            {t("taxPreparation.statusHeading")}
          </h3>
          <JobStatusSteps statusId={job.jobStatusId} />
        </section>
        {nextStep != null && (
          <p
            className={
              job.jobStatusId === JobStatusId.inForReview
                ? "tl-jobs__next-step tl-jobs__next-step--yours"
                : "tl-jobs__next-step"
            }
          >
            {nextStep}
          </p>
        )}
        {facts}
        <div className="tl-job__actions">{actions}</div>
        {note}
      </div>
    </Card>
  );
}
