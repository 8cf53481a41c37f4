import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoicePayments, invoices } from "../../db/schema";
import type { InvoicePaymentRow } from "./invoice-payments.repository";

/** The payments the lists show: money that moved or tried to, not checkouts opened and left. */
const LISTED_STATUSES = ["paid", "failed", "processing"];

/** When a payment happened: when paid, or when it was tried for one that was not. */
const happenedAt = sql`coalesce(${invoicePayments.paidAt}, ${invoicePayments.createdAt})`;

/** Whether a timestamp falls in a calendar year (UTC); no condition without a year. */
function inYear(column: SQL, year: number | undefined): SQL | undefined {
  if (year === undefined) return undefined;
  const from = new Date(Date.UTC(year, 0, 1)).toISOString();
  const until = new Date(Date.UTC(year + 1, 0, 1)).toISOString();
  return sql`${column} >= ${from}::timestamptz and ${column} < ${until}::timestamptz`;
}

/** The lists of payments for each side's pages, and what a professional's sent invoices still await. */
export const paymentsLedgerRepository = {
  /** The professional's payments (of a calendar year when given), newest first. */
  listForProfessional(executor: Executor, expertUserId: number, year?: number): Promise<InvoicePaymentRow[]> {
    return executor
      .select()
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.expertUserId, expertUserId),
          inArray(invoicePayments.status, LISTED_STATUSES),
          inYear(happenedAt, year),
        ),
      )
      .orderBy(desc(happenedAt), desc(invoicePayments.id));
  },

  /** The taxpayer's payments, newest first. */
  listForTaxpayer(executor: Executor, taxpayerUserId: number): Promise<InvoicePaymentRow[]> {
    return executor
      .select()
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.taxpayerUserId, taxpayerUserId),
          inArray(invoicePayments.status, LISTED_STATUSES),
        ),
      )
      .orderBy(desc(happenedAt), desc(invoicePayments.id));
  },

  /** What the professional's sent and partly paid invoices (sent in that year, when given) still await. */
  async dueCents(executor: Executor, expertUserId: number, year?: number): Promise<number> {
    const [row] = await executor
      .select({ due: sql<string | null>`sum(${invoices.totalCents} - ${invoices.paidCents})` })
      .from(invoices)
      .where(
        and(
          eq(invoices.expertUserId, expertUserId),
          inArray(invoices.status, ["sent", "partly-paid"]),
          inYear(sql`${invoices.sentAt}`, year),
        ),
      );
    return Number(row?.due ?? 0);
  },
};
