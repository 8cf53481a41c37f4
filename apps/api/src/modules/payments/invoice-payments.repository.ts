import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import { invoicePayments, paymentDisputes, paymentRefunds } from "../../db/schema";

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentDisputeRow = typeof paymentDisputes.$inferSelect;

/** Invoice payments, their refunds and disputes: the only code that reads or writes them. */
export const invoicePaymentsRepository = {
  async insert(executor: Executor, row: typeof invoicePayments.$inferInsert): Promise<InvoicePaymentRow> {
    const [inserted] = await executor.insert(invoicePayments).values(row).returning();
    if (!inserted) throw new Error("the payment was not inserted");
    return inserted;
  },

  async find(executor: Executor, id: number): Promise<InvoicePaymentRow | null> {
    const [row] = await executor.select().from(invoicePayments).where(eq(invoicePayments.id, id)).limit(1);
    return row ?? null;
  },

  async lock(executor: Executor, id: number): Promise<InvoicePaymentRow | null> {
    const [row] = await executor
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  async findByCheckout(executor: Executor, sessionId: string): Promise<InvoicePaymentRow | null> {
    const [row] = await executor
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.checkoutSessionId, sessionId))
      .limit(1);
    return row ?? null;
  },

  async findByIntent(executor: Executor, paymentIntentId: string): Promise<InvoicePaymentRow | null> {
    const [row] = await executor
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.paymentIntentId, paymentIntentId))
      .limit(1);
    return row ?? null;
  },

  /** The invoice's checkout still open or being processed, if any (at most one: a unique index). */
  async openOf(executor: Executor, invoiceId: number): Promise<InvoicePaymentRow | null> {
    const [row] = await executor
      .select()
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.invoiceId, invoiceId),
          inArray(invoicePayments.status, ["open", "processing"]),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async update(executor: Executor, id: number, change: Partial<typeof invoicePayments.$inferInsert>) {
    await executor.update(invoicePayments).set(change).where(eq(invoicePayments.id, id));
  },

  /** Numbers a professional's receipts one after another: their receipts wait for each other here. */
  async nextReceiptSeq(executor: Executor, expertUserId: number): Promise<number> {
    await lockRecord(executor, "receipt-numbers", expertUserId);
    const [row] = await executor
      .select({ highest: sql<number | null>`max(${invoicePayments.receiptSeq})` })
      .from(invoicePayments)
      .where(eq(invoicePayments.expertUserId, expertUserId));
    return Number(row?.highest ?? 0) + 1;
  },

  listForInvoices(executor: Executor, invoiceIds: readonly number[]): Promise<InvoicePaymentRow[]> {
    if (invoiceIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, [...invoiceIds]))
      .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id));
  },

  refundsOf(executor: Executor, paymentIds: readonly number[]): Promise<PaymentRefundRow[]> {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.paymentId, [...paymentIds]))
      .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id));
  },

  async insertRefund(executor: Executor, row: typeof paymentRefunds.$inferInsert): Promise<PaymentRefundRow> {
    const [inserted] = await executor.insert(paymentRefunds).values(row).returning();
    if (!inserted) throw new Error("the refund was not inserted");
    return inserted;
  },

  async updateRefund(executor: Executor, id: number, change: Partial<typeof paymentRefunds.$inferInsert>) {
    await executor.update(paymentRefunds).set(change).where(eq(paymentRefunds.id, id));
  },

  async findRefundByProviderId(
    executor: Executor,
    providerRefundId: string,
  ): Promise<PaymentRefundRow | null> {
    const [row] = await executor
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerRefundId, providerRefundId))
      .limit(1);
    return row ?? null;
  },

  disputesOf(executor: Executor, paymentIds: readonly number[]): Promise<PaymentDisputeRow[]> {
    if (paymentIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(paymentDisputes)
      .where(inArray(paymentDisputes.paymentId, [...paymentIds]))
      .orderBy(desc(paymentDisputes.createdAt));
  },

  /** Writes the provider's view of a dispute (first report or a later change). */
  async upsertDispute(executor: Executor, row: typeof paymentDisputes.$inferInsert): Promise<void> {
    await executor
      .insert(paymentDisputes)
      .values(row)
      .onConflictDoUpdate({
        target: paymentDisputes.providerDisputeId,
        set: {
          status: row.status,
          amountCents: row.amountCents,
          reason: row.reason,
          updatedAt: row.updatedAt,
        },
      });
  },
};
