import { JobStatusId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { conflict, notFound } from "../../lib/app-error";
import { jobsRepository } from "./jobs.repository";

/**
 * Marks the job of this quote filed (status 4, filed at `at`) inside the caller's transaction: the
 * filing module calls it with a return's first filing. A cancelled job is refused; a filed one stays
 * as it was filed.
 */
export async function markJobFiled(tx: Executor, quoteId: number, at: Date): Promise<void> {
  const job = await jobsRepository.lock(tx, quoteId);
  if (!job) throw notFound(t("taxPreparation.jobNotFound"));
  if (job.cancelledAt !== null) throw conflict(t("jobCancellation.cancelled"));
  if (job.statusId === JobStatusId.filed) return;
  await jobsRepository.update(tx, quoteId, { statusId: JobStatusId.filed, statusChangedAt: at, filedAt: at });
}
