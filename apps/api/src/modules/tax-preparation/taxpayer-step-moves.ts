import { JobStatusId } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { auditRecords } from "../audit";
import { jobsRepository } from "./jobs.repository";

/** A job as `jobRecords.lock` answers it: locked until the caller's transaction ends. */
export type LockedJob = NonNullable<Awaited<ReturnType<typeof jobsRepository.lock>>>;

/** The taxpayer's steps that move a job on, as the audit names them. */
export type TaxpayerStep = "organizer-complete" | "documents-complete";

/**
 * Moves a job to in process because the taxpayer's own step made it ready (their organizer finished,
 * the last document asked for given), inside the step's transaction, on a job the caller locked. Only
 * from the stages the step names; never on a cancelled or filed job, and never back. Audited as a
 * move by the taxpayer; answers whether it moved, so the caller tells the professional in its own
 * words.
 */
export async function moveOnTaxpayerStep(
  tx: Executor,
  job: LockedJob,
  move: {
    step: TaxpayerStep;
    from: readonly JobStatusId[];
    actor: Principal;
    at: Date;
    ip: string | null;
  },
): Promise<boolean> {
  if (job.cancelledAt !== null || job.statusId === JobStatusId.filed) return false;
  if (!move.from.some((statusId) => statusId === job.statusId)) return false;
  const statusId = JobStatusId.inProcess;
  await jobsRepository.update(tx, job.quoteId, { statusId, statusChangedAt: move.at, statusNote: null });
  await auditRecords.record(tx, {
    at: move.at,
    actor: move.actor,
    action: "tax-preparation.job-moved",
    subjectUserId: job.taxpayerUserId,
    subject: `quote:${job.quoteId}`,
    from: move.ip,
    detail: { fromStatusId: job.statusId, statusId, withNote: false, afterStep: move.step },
  });
  return true;
}
