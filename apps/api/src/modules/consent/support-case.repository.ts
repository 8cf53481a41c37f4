import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import { supportCases } from "../../db/schema";

export type SupportCaseRow = typeof supportCases.$inferSelect;

/** Live: not closed and not yet expired at `now`. */
const live = (now: Date) => and(isNull(supportCases.closedAt), gt(supportCases.expiresAt, now));

export const supportCaseRepository = {
  /** Holds the job's cases until the transaction ends: two openings at once see each other. */
  async lockCasesOfJob(executor: Executor, quoteId: number): Promise<void> {
    await lockRecord(executor, "support-cases", quoteId);
  },

  async findLiveForJob(executor: Executor, quoteId: number, now: Date): Promise<SupportCaseRow | null> {
    const rows = await executor
      .select()
      .from(supportCases)
      .where(and(eq(supportCases.quoteId, quoteId), live(now)))
      .orderBy(desc(supportCases.id))
      .limit(1);
    return rows[0] ?? null;
  },
  async findLive(executor: Executor, caseId: number, now: Date): Promise<SupportCaseRow | null> {
    const rows = await executor
      .select()
      .from(supportCases)
      .where(and(eq(supportCases.id, caseId), live(now)))
      .limit(1);
    return rows[0] ?? null;
  },
  async exists(executor: Executor, caseId: number): Promise<boolean> {
    const rows = await executor
      .select({ id: supportCases.id })
      .from(supportCases)
      .where(eq(supportCases.id, caseId))
      .limit(1);
    return rows.length > 0;
  },
  listLive(executor: Executor, now: Date, limit: number): Promise<SupportCaseRow[]> {
    return executor.select().from(supportCases).where(live(now)).orderBy(desc(supportCases.id)).limit(limit);
  },
  async insert(
    executor: Executor,
    row: Omit<typeof supportCases.$inferInsert, "id" | "closedAt">,
  ): Promise<SupportCaseRow> {
    const [inserted] = await executor.insert(supportCases).values(row).returning();
    if (!inserted) throw new Error("the support case was not stored");
    return inserted;
  },
  /** Closes the job's live case; the ids of what was closed. */
  async closeLive(executor: Executor, quoteId: number, now: Date): Promise<number[]> {
    const rows = await executor
      .update(supportCases)
      .set({ closedAt: now })
      .where(and(eq(supportCases.quoteId, quoteId), live(now)))
      .returning({ id: supportCases.id });
    return rows.map((row) => row.id);
  },
};
