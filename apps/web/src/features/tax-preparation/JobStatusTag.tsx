import { Tag } from "antd";
import { jobStatusLabel, jobStatusTone } from "./job-status";
import "./tax-preparation.css";

/** The job's status as a tag coloured by where the job stands. */
export function JobStatusTag({ statusId }: { statusId: number }) {
  return (
    <Tag className={`tl-job-status tl-job-status--${jobStatusTone(statusId)}`}>
      {jobStatusLabel(statusId)}
    </Tag>
  );
}
