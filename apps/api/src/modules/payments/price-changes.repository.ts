import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import { priceChanges } from "../../db/schema";

export type PriceChangeRow = typeof priceChanges.$inferSelect;
type NewPriceChange = Omit<typeof priceChanges.$inferInsert, "id" | "status" | "decidedAt" | "declineNote">;
type Decision = Pick<PriceChangeRow, "status" | "decidedAt" | "declineNote">;

/** Price changes: the only code that reads or writes them. */
export const priceChangesRepository = {
  /** The job's changes, newest first. */
  listForQuote(executor: Executor, quoteId: number): Promise<PriceChangeRow[]> {
    return executor
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.quoteId, quoteId))
      .orderBy(desc(priceChanges.createdAt), desc(priceChanges.id));
  },

  /**
   * Holds the job's price until the transaction ends: a change asked for, answered or withdrawn and
   * an invoice made or sent against the price then go one after the other, each seeing the others.
   */
  lockJobPrice(executor: Executor, quoteId: number): Promise<void> {
    return lockRecord(executor, "job-price", quoteId);
  },

  async pendingOf(executor: Executor, quoteId: number): Promise<PriceChangeRow | null> {
    const [row] = await executor
      .select()
      .from(priceChanges)
      .where(and(eq(priceChanges.quoteId, quoteId), eq(priceChanges.status, "pending")))
      .limit(1);
    return row ?? null;
  },

  /**
   * A new pending change; null when one is already pending for the job (the one-pending index, so a
   * request racing another is refused even where the check before it let both through).
   */
  async insertPending(executor: Executor, row: NewPriceChange): Promise<PriceChangeRow | null> {
    const [inserted] = await executor
      .insert(priceChanges)
      .values({ ...row, status: "pending" })
      .onConflictDoNothing()
      .returning();
    return inserted ?? null;
  },

  /** The change, locked until the transaction ends, so two answers to it go one after the other. */
  async lock(executor: Executor, id: number): Promise<PriceChangeRow | null> {
    const [row] = await executor
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.id, id))
      .for("update")
      .limit(1);
    return row ?? null;
  },

  async decide(executor: Executor, id: number, decision: Decision): Promise<PriceChangeRow> {
    const [row] = await executor
      .update(priceChanges)
      .set(decision)
      .where(eq(priceChanges.id, id))
      .returning();
    if (!row) throw new Error(`price change ${id} vanished while locked`);
    return row;
  },
};
