import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { taxPreparationJobs } from "../../db/schema";

/**
 * Who works a practice's jobs, as the practices module changes it (through its `PracticeWorkPort`,
 * given at composition): the jobs stay the practice's, only their assigned member moves.
 */
export const practiceJobs = {
  /** A new practice takes its first owner's solo jobs, theirs to work as before. */
  async adoptSoloJobs(executor: Executor, userId: number, practiceId: number): Promise<number> {
    const rows = await executor
      .update(taxPreparationJobs)
      .set({ practiceId, assignedUserId: userId })
      .where(and(eq(taxPreparationJobs.expertUserId, userId), isNull(taxPreparationJobs.practiceId)))
      .returning({ quoteId: taxPreparationJobs.quoteId });
    return rows.length;
  },

  /** Assigns those of the jobs that are the practice's to the member; answers the ids it moved. */
  async assign(executor: Executor, practiceId: number, quoteIds: readonly number[], toUserId: number) {
    const rows = await executor
      .update(taxPreparationJobs)
      .set({ assignedUserId: toUserId })
      .where(
        and(
          eq(taxPreparationJobs.practiceId, practiceId),
          inArray(taxPreparationJobs.quoteId, [...quoteIds]),
        ),
      )
      .returning({ quoteId: taxPreparationJobs.quoteId, taxpayerUserId: taxPreparationJobs.taxpayerUserId });
    return rows;
  },

  /** Every job of the practice assigned to one member goes to another; answers the ids it moved. */
  async handOver(executor: Executor, practiceId: number, fromUserId: number, toUserId: number) {
    return executor
      .update(taxPreparationJobs)
      .set({ assignedUserId: toUserId })
      .where(
        and(eq(taxPreparationJobs.practiceId, practiceId), eq(taxPreparationJobs.assignedUserId, fromUserId)),
      )
      .returning({ quoteId: taxPreparationJobs.quoteId, taxpayerUserId: taxPreparationJobs.taxpayerUserId });
  },

  /** How many of the practice's jobs each member is assigned, by member. */
  async assignedCounts(executor: Executor, practiceId: number): Promise<Map<number, number>> {
    const rows = await executor
      .select({ userId: taxPreparationJobs.assignedUserId, jobs: count() })
      .from(taxPreparationJobs)
      .where(and(eq(taxPreparationJobs.practiceId, practiceId), isNotNull(taxPreparationJobs.assignedUserId)))
      .groupBy(taxPreparationJobs.assignedUserId);
    return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.userId, row.jobs] as const])));
  },
};

export type PracticeJobs = typeof practiceJobs;
