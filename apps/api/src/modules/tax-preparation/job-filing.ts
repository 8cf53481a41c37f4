import { JobStatusId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { conflict, notFound } from "../../lib/app-error";
import { jobsRepository } from "./jobs.repository";

/**
 * Records that the job's return was filed, inside the caller's transaction (the filing module's, once a
 * filing is accepted): status filed, `filedAt` and `statusChangedAt` set to `at`. Filing again changes
 * nothing, so a retried filing is harmless; a cancelled job is refused in words, as a job that is not
 * there is. The return's file stays the job's current draft (`taxReturnFileId`), which both lists show.
 */
export async function markJobFiled(tx: Executor, quoteId: number, at: Date): Promise<void> {
  const job = await jobsRepository.lock(tx, quoteId);
  if (!job) throw notFound(t("taxPreparation.jobNotFound"));
  if (job.cancelledAt !== null) throw conflict(t("jobCancellation.cancelled"));
  if (job.statusId === JobStatusId.filed) return;
  await jobsRepository.update(tx, quoteId, {
    statusId: JobStatusId.filed,
    filedAt: at,
    statusChangedAt: at,
    statusNote: null,
  });
}
