import { JobStatusId } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { JobMilestone } from "../../db/schema";
import { jobMilestonesRepository } from "./job-milestones.repository";
import { jobsRepository } from "./jobs.repository";

export type { JobMilestone };

/** When a job reached the milestones its timeline reads from tax preparation. */
export interface JobProgress {
  organizerCompleteAt: Date | null;
  inReviewAt: Date | null;
  /** When the job was marked filed (its first filing, or the return uploaded before filings were kept). */
  filedAt: Date | null;
}

/**
 * A job's milestones as other modules record and read them, each inside the caller's transaction: the
 * organizer's completion, the move in for review (recorded here by the stage moves themselves).
 */
export const jobMilestoneRecords = {
  /** Records the milestone unless the job reached it before; answers whether this was the first reach. */
  reach: (tx: Executor, quoteId: number, milestone: JobMilestone, at: Date): Promise<boolean> =>
    jobMilestonesRepository.reach(tx, quoteId, milestone, at),

  /**
   * When the job reached each milestone, or null. A job moved in for review before the milestones were
   * kept reads the day of its last stage change while it is in for review, and its filing once filed.
   */
  async progressOf(executor: Executor, quoteId: number): Promise<JobProgress> {
    const [reached, times] = await Promise.all([
      jobMilestonesRepository.ofJob(executor, quoteId),
      jobsRepository.stageTimes(executor, quoteId),
    ]);
    const olderInReview =
      times?.statusId === JobStatusId.inForReview
        ? times.statusChangedAt
        : times?.statusId === JobStatusId.filed
          ? times.filedAt
          : null;
    return {
      organizerCompleteAt: reached.get("organizerComplete") ?? null,
      inReviewAt: reached.get("inReview") ?? olderInReview,
      filedAt: times?.filedAt ?? null,
    };
  },

  /** The taxpayer's jobs that go on (neither cancelled nor filed) without the milestone, oldest first. */
  liveJobsOfTaxpayerWithout: jobMilestonesRepository.liveJobsOfTaxpayerWithout,
};
