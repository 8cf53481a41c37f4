import { JobStatusId, JobType, jobStatusExpertNextSteps } from "@taxlane/contract";
import { type PlainMessageKey, t } from "@taxlane/contract/i18n";

const statusKeys: Readonly<Record<number, PlainMessageKey>> = {
  [JobStatusId.notStarted]: "taxPreparation.statusNotStarted",
  [JobStatusId.inProcess]: "taxPreparation.statusInProcess",
  [JobStatusId.inForReview]: "taxPreparation.statusInForReview",
  [JobStatusId.filed]: "taxPreparation.statusFiled",
  [JobStatusId.waitingForInformation]: "taxPreparation.statusWaitingForInformation",
};

/** The job's status in words; an unknown code (a newer server) is named rather than hidden. */
export function jobStatusLabel(statusId: number): string {
  const key = statusKeys[statusId];
  return key === undefined ? t("taxPreparation.statusUnknown", { id: statusId }) : t(key);
}

/** The job's type as a column reads it ("Personal", "Business"); the wire keeps its English value. */
export function jobTypeLabel(jobType: JobType): string {
  return jobType === JobType.personal
    ? t("taxPreparation.jobTypePersonal")
    : t("taxPreparation.jobTypeBusiness");
}

/** The job's type inside a sentence ("2025 personal return"). */
export function jobTypeInSentence(jobType: JobType): string {
  return jobType === JobType.personal
    ? t("taxPreparation.jobTypePersonalReturn")
    : t("taxPreparation.jobTypeBusinessReturn");
}

export type JobStatusTone = "neutral" | "info" | "warning" | "success";

/** How a status tag is coloured: where the job stands, at a glance. */
export function jobStatusTone(statusId: number): JobStatusTone {
  switch (statusId) {
    case JobStatusId.inProcess:
      return "info";
    case JobStatusId.inForReview:
    case JobStatusId.waitingForInformation:
      return "warning";
    case JobStatusId.filed:
      return "success";
    default:
      return "neutral";
  }
}

/**
 * The stages the professional may move the job to from where it is (POST /Accountant/MoveTaxPreparationJob):
 * forward, or between in process and waiting for information. Filed is recorded by a filing, so it is
 * never one of them; a job in for review or filed has none.
 */
export function expertMoveTargets(statusId: number): JobStatusId[] {
  switch (statusId) {
    case JobStatusId.notStarted:
      return [JobStatusId.inProcess, JobStatusId.waitingForInformation, JobStatusId.inForReview];
    case JobStatusId.inProcess:
      return [JobStatusId.waitingForInformation, JobStatusId.inForReview];
    case JobStatusId.waitingForInformation:
      return [JobStatusId.inProcess, JobStatusId.inForReview];
    default:
      return [];
  }
}

/** The stages a job goes through, in order, as the job's page shows them. */
export const jobStages = [
  JobStatusId.notStarted,
  JobStatusId.inProcess,
  JobStatusId.inForReview,
  JobStatusId.filed,
] as const;

/**
 * Where a status sits among `jobStages`: waiting for information is a pause inside the work, so it
 * stays on "In process".
 */
export function jobStageIndex(statusId: number): number {
  if (statusId === JobStatusId.waitingForInformation) return jobStages.indexOf(JobStatusId.inProcess);
  const index = (jobStages as readonly number[]).indexOf(statusId);
  return index === -1 ? 0 : index;
}

/** Whether the taxpayer cancelled the job (before work started): nothing on it moves any more. */
export function isCancelled(job: { cancelledAt?: string | null | undefined }): boolean {
  return job.cancelledAt != null;
}

export function isFiled(statusId: number): boolean {
  return statusId === JobStatusId.filed;
}

/** The professional may share a draft of the return until the job is filed. */
export function canUploadReturn(statusId: number): boolean {
  return !isFiled(statusId);
}

/** A review names whether it was for individual or business work (POST /Taxpayer/SendAccountantFeedback). */
export function isIndividualJob(jobType: JobType): boolean {
  return jobType === JobType.personal;
}

/** What the expert's "Tax return" cell offers: sharing a draft until the job is filed, then the download. */
export function expertReturnOffer(job: {
  jobStatusId: number;
  taxReturnFile: unknown;
}): "upload" | "download" | "none" {
  if (canUploadReturn(job.jobStatusId)) return "upload";
  return job.taxReturnFile === null ? "none" : "download";
}

/** What the job asks of the professional next ("Review the client's information and share a draft of the return"). */
export function expertNextStep(statusId: number): string | null {
  return (jobStatusExpertNextSteps as Readonly<Record<number, string>>)[statusId] ?? null;
}
