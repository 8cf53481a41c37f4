import { JobStatusId, type MoveJobRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import type { NotificationsService } from "../notifications";
import { jobMilestonesRepository } from "./job-milestones.repository";
import { isJobProfessional } from "./job-sides";
import { jobsRepository } from "./jobs.repository";

/**
 * How far along each stage the professional moves to is. Waiting for information is a pause within the
 * work, as far along as in process, so the two swap freely; otherwise a job only moves forward.
 */
const progress: Readonly<Record<number, number>> = {
  [JobStatusId.notStarted]: 0,
  [JobStatusId.inProcess]: 1,
  [JobStatusId.waitingForInformation]: 1,
  [JobStatusId.inForReview]: 2,
};

/** Each stage in the words of a sentence ("Your tax preparation is {stage}"). */
const stageWords: Readonly<Record<number, () => string>> = {
  [JobStatusId.notStarted]: () => t("jobStages.stepNotStarted"),
  [JobStatusId.inProcess]: () => t("taxPreparation.stepInProcess"),
  [JobStatusId.waitingForInformation]: () => t("jobStages.stepWaiting"),
  [JobStatusId.inForReview]: () => t("taxPreparation.stepInForReview"),
};

const stageName = (statusId: number) => stageWords[statusId]?.() ?? "";

/** What the taxpayer is told happens next, by the stage the job moved to. */
function toldText(statusId: number, taxYear: number, note: string | null): string {
  const words = { taxYear: String(taxYear) };
  if (statusId === JobStatusId.waitingForInformation) {
    return note ? t("jobStages.waitingWithNoteText", { ...words, note }) : t("jobStages.waitingText", words);
  }
  if (statusId === JobStatusId.inForReview) return t("jobStages.inForReviewText", words);
  return t("jobStages.inProcessText", words);
}

/** The professional moves their job through its stages; filing is recorded by a filing, not here. */
export function createJobStagesService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;
  return {
    /**
     * One transaction: the job locked and moved, the taxpayer told, the audit entry. The same stage
     * again changes nothing (a second click, a retried call).
     */
    async move(caller: Principal, request: MoveJobRequest, from: string | null): Promise<void> {
      const { quoteId, statusId } = request;
      const outbox = notifications.outbox();
      await db.transaction(async (tx) => {
        const job = await jobsRepository.lock(tx, quoteId);
        // Someone else's job reads as a missing one.
        if (!job || !isJobProfessional(caller, job)) throw notFound(t("taxPreparation.jobNotFound"));
        if (job.cancelledAt !== null) throw conflict(t("jobCancellation.cancelled"));
        if (job.statusId === JobStatusId.filed) throw conflict(t("jobStages.jobFiled"));
        if (statusId === JobStatusId.filed) throw conflict(t("jobStages.filedByFiling"));
        if (statusId === job.statusId) return;
        const before = progress[job.statusId] ?? 0;
        const after = progress[statusId] ?? 0;
        // Not started is 0: a started job never goes back to it.
        if (after < before) throw conflict(t("jobStages.cannotMoveBack", { stage: stageName(statusId) }));
        const now = clock.now();
        const note = statusId === JobStatusId.waitingForInformation ? request.note?.trim() || null : null;
        await jobsRepository.update(tx, quoteId, { statusId, statusChangedAt: now, statusNote: note });
        if (statusId === JobStatusId.inForReview)
          await jobMilestonesRepository.reach(tx, quoteId, "inReview", now);
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () => t("jobStages.movedTitle", { stage: stageName(statusId) }),
          description: () => toldText(statusId, job.taxYear, note),
          link: `user/tax_preparation/${quoteId}`,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "tax-preparation.job-moved",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${quoteId}`,
          from,
          detail: { fromStatusId: job.statusId, statusId, withNote: note !== null },
        });
      });
      await outbox.deliver();
    },
  };
}

export type JobStagesService = ReturnType<typeof createJobStagesService>;
