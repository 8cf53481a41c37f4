import { and, eq, gte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoicePayments, invoices, priceChanges } from "../../db/schema";

/** What of payments waits on a person besides unpaid invoices: one statement each, scoped to them. */
export const paymentsToDoRepository = {
  /** The taxpayer's price changes waiting for their answer. */
  pendingPriceChanges(db: Executor, taxpayerUserId: number) {
    return db
      .select({
        id: priceChanges.id,
        quoteId: priceChanges.quoteId,
        amountCents: priceChanges.amountCents,
        reason: priceChanges.reason,
        createdAt: priceChanges.createdAt,
      })
      .from(priceChanges)
      .where(and(eq(priceChanges.taxpayerUserId, taxpayerUserId), eq(priceChanges.status, "pending")));
  },

  /** Payments the professional received since `since`, with their invoice's number. */
  paymentsReceivedSince(db: Executor, expertUserId: number, since: Date) {
    return db
      .select({
        id: invoicePayments.id,
        quoteId: invoicePayments.quoteId,
        amountCents: invoicePayments.amountCents,
        paidAt: invoicePayments.paidAt,
        numberSeq: invoices.numberSeq,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(
        and(
          eq(invoicePayments.expertUserId, expertUserId),
          eq(invoicePayments.status, "paid"),
          gte(invoicePayments.paidAt, since),
        ),
      );
  },
};
