import { t } from "@taxlane/contract/i18n";
import { Tag } from "antd";
import { jobStatusLabel, jobStatusTone } from "./job-status";
import "./tax-preparation.css";

/** The job's status as a tag coloured by where the job stands; "Cancelled" once the taxpayer cancelled it. */
export function JobStatusTag({ statusId, cancelled = false }: { statusId: number; cancelled?: boolean }) {
  if (cancelled) {
    return (
      <Tag className="tl-job-status tl-job-status--neutral">{t("jobCancellationPages.cancelledTag")}</Tag>
    );
  }
  return (
    <Tag className={`tl-job-status tl-job-status--${jobStatusTone(statusId)}`}>
      {jobStatusLabel(statusId)}
    </Tag>
  );
}
