import { and, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoicePayments, invoices, taxPreparationJobs as jobs, quotes } from "../../db/schema";
import type { CalendarDay } from "../../lib/irs-calendar";
import { type ProfessionalScope, professionalSees } from "../tax-preparation";
import type { FiledJob } from "./figures";

/** The jobs the caller works, as every list of theirs reads them (`professionalSees`). */
const seenBy = (scope: ProfessionalScope): SQL =>
  professionalSees(sql`${scope.userId}`, sql`${scope.practiceId}`, sql`${scope.allJobs}`);

/** Who works a job: a practice's assigned member, else (a solo job, or one whose member is gone) its expert. */
const memberOf = sql<number>`coalesce(${jobs.assignedUserId}, ${jobs.expertUserId})`.mapWith(Number);

/** A sum of whole cents as a number (PostgreSQL sums integers into a bigint, read as text). */
const centsSum = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const count = (condition?: SQL) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);

/** What the owner's dashboard reads, each in one statement over the jobs the caller sees. */
export const practiceDashboardRepository = {
  /** Open jobs (not cancelled) counted by stage and member. */
  stageCounts(executor: Executor, scope: ProfessionalScope) {
    return executor
      .select({ statusId: jobs.statusId, memberUserId: memberOf, jobs: count() })
      .from(jobs)
      .where(and(seenBy(scope), isNull(jobs.cancelledAt)))
      .groupBy(jobs.statusId, memberOf);
  },

  /** Jobs filed since the instant, with their quote's turnaround, in the order they were filed. */
  async filedSince(executor: Executor, scope: ProfessionalScope, since: Date): Promise<FiledJob[]> {
    const rows = await executor
      .select({
        quoteId: jobs.quoteId,
        memberUserId: memberOf,
        startedAt: jobs.startedAt,
        filedAt: jobs.filedAt,
        turnaroundDays: quotes.turnaroundDays,
      })
      .from(jobs)
      .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
      .where(and(seenBy(scope), eq(jobs.statusId, 4), gte(jobs.filedAt, since)))
      .orderBy(jobs.filedAt, jobs.quoteId);
    return rows.flatMap(({ filedAt, ...row }) => (filedAt === null ? [] : [{ ...row, filedAt }]));
  },

  /** Money received on the jobs' invoices since the instant, net of refunds, by month in the zone. */
  paidByMonth(executor: Executor, scope: ProfessionalScope, since: Date, zone: string) {
    const month = sql<string>`to_char(${invoicePayments.paidAt} at time zone ${zone}, 'YYYY-MM')`;
    return (
      executor
        .select({
          month,
          paidCents: centsSum(sql`${invoicePayments.amountCents} - ${invoicePayments.refundedCents}`),
        })
        .from(invoicePayments)
        .innerJoin(jobs, eq(jobs.quoteId, invoicePayments.quoteId))
        .where(and(seenBy(scope), eq(invoicePayments.status, "paid"), gte(invoicePayments.paidAt, since)))
        // By its place: the zone is a parameter, and PostgreSQL does not see two parameters as one.
        .groupBy(sql`1`)
    );
  },

  /** Sent invoices not paid in full: how many, what is left on them, and those due before today. */
  async outstanding(executor: Executor, scope: ProfessionalScope, today: CalendarDay) {
    const left = sql`${invoices.totalCents} - ${invoices.paidCents}`;
    const overdue = sql`${invoices.dueDate} < ${today}`;
    const [row] = await executor
      .select({
        invoices: count(),
        cents: centsSum(left),
        overdueInvoices: count(overdue),
        overdueCents: centsSum(sql`case when ${overdue} then ${left} else 0 end`),
      })
      .from(invoices)
      .innerJoin(jobs, eq(jobs.quoteId, invoices.quoteId))
      .where(and(seenBy(scope), inArray(invoices.status, ["sent", "partly-paid"])));
    return row ?? { invoices: 0, cents: 0, overdueInvoices: 0, overdueCents: 0 };
  },
};
