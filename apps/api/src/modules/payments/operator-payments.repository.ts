import { asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import { invoicePayments, invoices, paymentDisputes } from "../../db/schema";
import type { InvoicePaymentRow } from "./invoice-payments.repository";

/** How many payments the operator's list shows, newest first. */
export const OPERATOR_PAYMENTS_LIMIT = 200;

/** The payments the operator's list shows: money moved, being moved, or refused. */
const listedStatuses = ["paid", "processing", "failed"];

/** The provider's dispute statuses that end a dispute; any other is still open. */
export const CLOSED_DISPUTE_STATUSES = ["warning_closed", "won", "lost"] as const;

/** A sum of whole cents as a number (PostgreSQL sums integers into a bigint, read as text). */
const centsSum = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/** What the operator's console reads over every professional's invoices and payments. */
export const operatorPaymentsRepository = {
  /** Holds the fee until the transaction ends: two operators saving at once are audited one after the other. */
  async lockFee(executor: Executor): Promise<void> {
    await lockRecord(executor, "platform-fee", 1);
  },

  /** What is still due on sent and partly paid invoices, over all professionals. */
  async dueCents(executor: Executor): Promise<number> {
    const [row] = await executor
      .select({ due: centsSum(sql`${invoices.totalCents} - ${invoices.paidCents}`) })
      .from(invoices)
      .where(inArray(invoices.status, ["sent", "partly-paid"]));
    return row?.due ?? 0;
  },

  /** What paid payments brought in, what was refunded of them and Taxlane's fees still kept. */
  async paidTotals(executor: Executor): Promise<{ paid: number; refunded: number; feeKept: number }> {
    const [row] = await executor
      .select({
        paid: centsSum(sql`${invoicePayments.amountCents}`),
        refunded: centsSum(sql`${invoicePayments.refundedCents}`),
        feeKept: centsSum(sql`${invoicePayments.feeCents} - ${invoicePayments.feeRefundedCents}`),
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.status, "paid"));
    return row ?? { paid: 0, refunded: 0, feeKept: 0 };
  },

  /** The latest payments that were paid, are processing or failed, newest first. */
  latest(executor: Executor, limit = OPERATOR_PAYMENTS_LIMIT): Promise<InvoicePaymentRow[]> {
    return executor
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.status, listedStatuses))
      .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id))
      .limit(limit);
  },

  /** Payments with a dispute still open, the oldest dispute first (the nearest deadline). */
  async disputed(executor: Executor): Promise<InvoicePaymentRow[]> {
    const rows = await executor
      .select({ payment: invoicePayments })
      .from(paymentDisputes)
      .innerJoin(invoicePayments, eq(invoicePayments.id, paymentDisputes.paymentId))
      .where(notInArray(paymentDisputes.status, [...CLOSED_DISPUTE_STATUSES]))
      .orderBy(asc(paymentDisputes.createdAt), asc(paymentDisputes.id));
    // A payment disputed twice (rare: a second dispute after the first closed) is listed once.
    const seen = new Set<number>();
    return rows.flatMap(({ payment }) => {
      if (seen.has(payment.id)) return [];
      seen.add(payment.id);
      return [payment];
    });
  },
};
