import { JobStatusId } from "@taxlane/contract";
import { Steps } from "antd";
import { isFiled, jobStageIndex, jobStages, jobStatusLabel } from "./job-status";

/** Where the job stands: not started → in process → in for review → filed. */
export function JobStatusSteps({ statusId }: { statusId: number }) {
  const current = jobStageIndex(statusId);
  const waiting = statusId === JobStatusId.waitingForInformation;
  return (
    <Steps
      current={current}
      status={isFiled(statusId) ? "finish" : "process"}
      size="small"
      items={jobStages.map((stage, index) => ({
        key: stage,
        title: jobStatusLabel(stage),
        subTitle: waiting && index === current ? jobStatusLabel(statusId) : undefined,
      }))}
    />
  );
}
