import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoices, paymentSettings } from "../../db/schema";
import { jobRecords } from "../tax-preparation";
import type { InvoiceRow } from "./invoices.repository";

/**
 * How often an unpaid invoice is reminded when its professional never saved payment settings: the
 * settings column's own default.
 */
export const DEFAULT_INVOICE_REMINDER_DAYS = 7;

/** The statuses of an invoice the taxpayer has and may still owe something on. */
const owingStatuses = ["sent", "partly-paid"];

/**
 * Sent invoices with something left to pay: what reminders and the release on payment read. A
 * cancelled job's are left out: it bills nothing more, so nothing on it is asked for or held.
 */
export const unpaidInvoicesRepository = {
  /**
   * Every sent or partly paid invoice with something due, with how often its professional reminds
   * (their setting, or the default without one), oldest sent first.
   */
  awaitingPayment(executor: Executor) {
    return executor
      .select({
        invoice: invoices,
        everyDays:
          sql<number>`coalesce(${paymentSettings.reminderEveryDays}, ${DEFAULT_INVOICE_REMINDER_DAYS})`.mapWith(
            Number,
          ),
      })
      .from(invoices)
      .leftJoin(paymentSettings, eq(paymentSettings.userId, invoices.expertUserId))
      .where(
        and(
          inArray(invoices.status, owingStatuses),
          lt(invoices.paidCents, invoices.totalCents),
          jobRecords.notCancelled(invoices.quoteId),
        ),
      )
      .orderBy(asc(invoices.sentAt), asc(invoices.id));
  },

  /** The job's sent invoices with something left to pay, oldest sent first. */
  dueOfJob(executor: Executor, quoteId: number): Promise<InvoiceRow[]> {
    return executor
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.quoteId, quoteId),
          inArray(invoices.status, owingStatuses),
          lt(invoices.paidCents, invoices.totalCents),
          jobRecords.notCancelled(invoices.quoteId),
        ),
      )
      .orderBy(asc(invoices.sentAt), asc(invoices.id));
  },

  /** The taxpayer's sent invoices with something left to pay, across their jobs (their to-do list). */
  dueOfTaxpayer(executor: Executor, taxpayerUserId: number): Promise<InvoiceRow[]> {
    return executor
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.taxpayerUserId, taxpayerUserId),
          inArray(invoices.status, owingStatuses),
          lt(invoices.paidCents, invoices.totalCents),
          jobRecords.notCancelled(invoices.quoteId),
        ),
      );
  },
};

/** Whether an invoice, as it stands, is the taxpayer's and still owes something. */
export const isOwing = (invoice: Pick<InvoiceRow, "status" | "paidCents" | "totalCents">) =>
  owingStatuses.includes(invoice.status) && invoice.paidCents < invoice.totalCents;
