import { JobStatusId } from "@taxlane/contract";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { correlates, qualified } from "../../db/qualified";
import { type JobMilestone, jobMilestones, taxPreparationJobs } from "../../db/schema";

/** The days a job first reached its milestones: the only code that touches `job_milestones`. */
export const jobMilestonesRepository = {
  /** Records the milestone unless the job reached it before; answers whether this was the first reach. */
  async reach(db: Executor, quoteId: number, milestone: JobMilestone, at: Date): Promise<boolean> {
    const inserted = await db
      .insert(jobMilestones)
      .values({ quoteId, milestone, reachedAt: at })
      .onConflictDoNothing()
      .returning({ quoteId: jobMilestones.quoteId });
    return inserted.length > 0;
  },

  async ofJob(db: Executor, quoteId: number): Promise<Map<JobMilestone, Date>> {
    const rows = await db
      .select({ milestone: jobMilestones.milestone, reachedAt: jobMilestones.reachedAt })
      .from(jobMilestones)
      .where(eq(jobMilestones.quoteId, quoteId));
    return new Map(rows.map((row) => [row.milestone, row.reachedAt]));
  },

  /** The taxpayer's jobs that go on (neither cancelled nor filed) and have not reached the milestone. */
  liveJobsOfTaxpayerWithout(db: Executor, taxpayerUserId: number, milestone: JobMilestone) {
    const reached = sql`exists (select 1 from ${jobMilestones} where ${correlates(jobMilestones.quoteId, taxPreparationJobs.quoteId)} and ${qualified(jobMilestones.milestone)} = ${milestone})`;
    return db
      .select({ quoteId: taxPreparationJobs.quoteId, startedAt: taxPreparationJobs.startedAt })
      .from(taxPreparationJobs)
      .where(
        and(
          eq(taxPreparationJobs.taxpayerUserId, taxpayerUserId),
          isNull(taxPreparationJobs.cancelledAt),
          ne(taxPreparationJobs.statusId, JobStatusId.filed),
          sql`not ${reached}`,
        ),
      )
      .orderBy(asc(taxPreparationJobs.startedAt));
  },
};
