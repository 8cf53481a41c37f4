import {
  endpoints,
  JobStatusId,
  JobType,
  jobStatusExpertNextSteps,
  jobStatusLabels,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/** The job's status in words; an unknown code (a newer server) is named rather than hidden. */
export function jobStatusLabel(statusId: number): string {
  return (jobStatusLabels as Readonly<Record<number, string>>)[statusId] ?? `Status ${statusId}`;
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

/** The calls that move a job on, each with the job's `quoteId` in its query. */
export type TaxpayerStatusEndpoint =
  | typeof endpoints.taxpayer.makeTaxPreparationJobStatusInProcess
  | typeof endpoints.taxpayer.makeTaxPreparationJobStatusInForReview;

/** A status move the taxpayer makes: what the button says and which call makes it. */
export interface TaxpayerStatusAction {
  label: string;
  endpoint: TaxpayerStatusEndpoint;
  /** The call's path, as the existing client names it. */
  path: string;
  /** What the job's status becomes. */
  next: JobStatusId;
  /** Asked first when the move cannot be taken back. */
  confirm?: { title: string; content: string; okText: string; doneText: string };
}

const markInProcess: TaxpayerStatusAction = {
  label: t("taxPreparation.markInProcess"),
  endpoint: endpoints.taxpayer.makeTaxPreparationJobStatusInProcess,
  path: endpoints.taxpayer.makeTaxPreparationJobStatusInProcess.path,
  next: JobStatusId.inProcess,
};

const readyForReview: TaxpayerStatusAction = {
  label: t("taxPreparation.readyForReview"),
  endpoint: endpoints.taxpayer.makeTaxPreparationJobStatusInForReview,
  path: endpoints.taxpayer.makeTaxPreparationJobStatusInForReview.path,
  next: JobStatusId.inForReview,
  confirm: {
    title: t("taxPreparation.sendForReviewQuestion"),
    content: t("taxPreparation.sendForReviewText"),
    okText: t("taxPreparation.sendForReview"),
    doneText: t("taxPreparation.sentForReview"),
  },
};

/**
 * The one move the taxpayer may make from a status (1 → 2, 2 → 3), or `null`: the rest of the
 * way is the professional's (the return upload files the job).
 */
export function taxpayerStatusAction(statusId: number): TaxpayerStatusAction | null {
  if (statusId === JobStatusId.notStarted) return markInProcess;
  if (statusId === JobStatusId.inProcess) return readyForReview;
  return null;
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

/** The professional may upload the return until the job is filed. */
export function canUploadReturn(statusId: number): boolean {
  return !isFiled(statusId);
}

/** A review names whether it was for individual or business work (POST /Taxpayer/SendAccountantFeedback). */
export function isIndividualJob(jobType: JobType): boolean {
  return jobType === JobType.personal;
}

/** What the expert's "Tax return" cell offers: the upload until the job is filed, then the download. */
export function expertReturnOffer(job: {
  jobStatusId: number;
  taxReturnFile: unknown;
}): "upload" | "download" | "none" {
  if (canUploadReturn(job.jobStatusId)) return "upload";
  return job.taxReturnFile === null ? "none" : "download";
}

/** What the job asks of the professional next ("Review the client's information and upload the return"). */
export function expertNextStep(statusId: number): string | null {
  return (jobStatusExpertNextSteps as Readonly<Record<number, string>>)[statusId] ?? null;
}
