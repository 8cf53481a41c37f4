import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { priceChanges } from "../../db/schema";

export type PriceChangeRow = typeof priceChanges.$inferSelect;

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
};
