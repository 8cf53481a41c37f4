import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoices, priceChanges } from "../../db/schema";

/** The sums a job's agreed price and what was billed against it are made of. */
export const jobPriceRepository = {
  /** The accepted price changes of the job, summed (cents; negative when the price went down). */
  async acceptedChangesCents(executor: Executor, quoteId: number): Promise<number> {
    const [row] = await executor
      .select({ sum: sql<string | null>`sum(${priceChanges.amountCents})` })
      .from(priceChanges)
      .where(and(eq(priceChanges.quoteId, quoteId), eq(priceChanges.status, "accepted")));
    return Number(row?.sum ?? 0);
  },

  /**
   * The totals of the job's invoices that count against its price: every one not void, drafts
   * included when asked (a new draft must fit beside the others).
   */
  async billedCents(
    executor: Executor,
    quoteId: number,
    withDrafts: boolean,
  ): Promise<{ invoiced: number; paid: number; refunded: number }> {
    const statuses = withDrafts ? ["draft", "sent", "partly-paid", "paid"] : ["sent", "partly-paid", "paid"];
    const [row] = await executor
      .select({
        invoiced: sql<string | null>`sum(${invoices.totalCents})`,
        paid: sql<string | null>`sum(${invoices.paidCents})`,
        refunded: sql<string | null>`sum(${invoices.refundedCents})`,
      })
      .from(invoices)
      .where(and(eq(invoices.quoteId, quoteId), inArray(invoices.status, statuses)));
    return {
      invoiced: Number(row?.invoiced ?? 0),
      paid: Number(row?.paid ?? 0),
      refunded: Number(row?.refunded ?? 0),
    };
  },
};
