import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoiceLines, invoices } from "../../db/schema";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
type NewLine = Omit<typeof invoiceLines.$inferInsert, "id" | "invoiceId" | "position">;

/** Invoices and their lines: the only code that reads or writes them. */
export const invoicesRepository = {
  async insert(executor: Executor, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [inserted] = await executor.insert(invoices).values(row).returning();
    if (!inserted) throw new Error("the invoice was not inserted");
    return inserted;
  },

  async find(executor: Executor, id: number): Promise<InvoiceRow | null> {
    const [row] = await executor.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    return row ?? null;
  },

  /** The invoice, locked for a change (sending, voiding and payments wait for each other). */
  async lock(executor: Executor, id: number): Promise<InvoiceRow | null> {
    const [row] = await executor.select().from(invoices).where(eq(invoices.id, id)).limit(1).for("update");
    return row ?? null;
  },

  /** A job's invoices, newest first; drafts only when asked for. */
  listForQuote(executor: Executor, quoteId: number, withDrafts: boolean): Promise<InvoiceRow[]> {
    return executor
      .select()
      .from(invoices)
      .where(
        withDrafts
          ? eq(invoices.quoteId, quoteId)
          : and(eq(invoices.quoteId, quoteId), ne(invoices.status, "draft")),
      )
      .orderBy(desc(invoices.createdAt), desc(invoices.id));
  },

  async update(executor: Executor, id: number, change: Partial<typeof invoices.$inferInsert>): Promise<void> {
    await executor.update(invoices).set(change).where(eq(invoices.id, id));
  },

  async remove(executor: Executor, id: number): Promise<void> {
    await executor.delete(invoices).where(eq(invoices.id, id));
  },

  /** The professional's next invoice number: one above the highest they gave (the unique index guards a race). */
  async nextNumberSeq(executor: Executor, expertUserId: number): Promise<number> {
    const [row] = await executor
      .select({ highest: sql<number | null>`max(${invoices.numberSeq})` })
      .from(invoices)
      .where(eq(invoices.expertUserId, expertUserId));
    return Number(row?.highest ?? 0) + 1;
  },

  /** Replaces an invoice's lines with these, in this order. */
  async replaceLines(executor: Executor, invoiceId: number, lines: readonly NewLine[]): Promise<void> {
    await executor.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    if (lines.length === 0) return;
    await executor
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, invoiceId, position })));
  },

  /** The lines of these invoices, each invoice's in order. */
  linesOf(executor: Executor, invoiceIds: readonly number[]): Promise<InvoiceLineRow[]> {
    if (invoiceIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  },
};
