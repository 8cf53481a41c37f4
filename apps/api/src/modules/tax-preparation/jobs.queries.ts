import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam, preparedPerDatabase } from "../../db/prepared";
import { correlates, qualified } from "../../db/qualified";
import { taxPreparationJobs } from "../../db/schema";
import { professionalSees } from "./professional-sees.queries";

const requestsWithJobsAmong = preparedPerDatabase((db: Executor) =>
  db
    .select({ requestId: taxPreparationJobs.requestId })
    .from(taxPreparationJobs)
    .where(sql`${taxPreparationJobs.requestId} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("jobs_requests_with_jobs"),
);

// Every message a taxpayer sends or is sent reads who works their jobs.
const peopleOfTaxpayersJobs = preparedPerDatabase((db: Executor) =>
  db
    .select({
      quoteId: taxPreparationJobs.quoteId,
      taxpayerUserId: taxPreparationJobs.taxpayerUserId,
      expertUserId: taxPreparationJobs.expertUserId,
      practiceId: taxPreparationJobs.practiceId,
      assignedUserId: taxPreparationJobs.assignedUserId,
    })
    .from(taxPreparationJobs)
    .where(eq(taxPreparationJobs.taxpayerUserId, sql.placeholder("taxpayerUserId")))
    .orderBy(desc(taxPreparationJobs.startedAt), desc(taxPreparationJobs.quoteId))
    .prepare("jobs_people_of_taxpayer"),
);

/**
 * What the marketplace and the profiles read of jobs: conditions for their own statements and small
 * reads. They read only the schema, so the modules a job begins from use them without importing the
 * tax preparation's services (which use theirs).
 */
export const jobQueries = {
  /**
   * "No job began from this request", for another module's query over its requests: one probe of the
   * unique request index per row, so a list costs the same whether the expert has ten requests or ten
   * thousand (an id list read first would grow with them).
   */
  noJobBegunFrom(requestId: AnyColumn): SQL {
    return sql`not exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.requestId, requestId)})`;
  },

  /**
   * "The job of this quote is the taxpayer's", for another module's statement over a job's rows: the
   * statement reads nothing of a job that is someone else's, with no check of its own first.
   */
  isTaxpayersJob(quoteId: AnyColumn, taxpayerUserId: Placeholder): SQL {
    return sql`exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.quoteId, quoteId)} and ${qualified(taxPreparationJobs.taxpayerUserId)} = ${taxpayerUserId})`;
  },

  /**
   * "The job of this quote was not cancelled", for another module's statement over a job's rows (an
   * unpaid invoice of a cancelled job is reminded to nobody).
   */
  notCancelled(quoteId: AnyColumn): SQL {
    return sql`not exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.quoteId, quoteId)} and ${qualified(taxPreparationJobs.cancelledAt)} is not null)`;
  },

  /**
   * "The job of this quote is the person's, on this side, and goes on (not cancelled)", for another
   * module's statement over a job's rows: a person's to-do list reads only their own live jobs' rows.
   */
  isLiveJobOf(quoteId: AnyColumn, side: "taxpayer" | "expert", userId: number): SQL {
    const person = side === "taxpayer" ? taxPreparationJobs.taxpayerUserId : taxPreparationJobs.expertUserId;
    return sql`exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.quoteId, quoteId)} and ${qualified(person)} = ${userId} and ${qualified(taxPreparationJobs.cancelledAt)} is null)`;
  },

  /** Whether the taxpayer cancelled the job of this quote. */
  async isCancelled(db: Executor, quoteId: number): Promise<boolean> {
    const [row] = await db
      .select({ cancelledAt: taxPreparationJobs.cancelledAt })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.quoteId, quoteId))
      .limit(1);
    return row !== undefined && row.cancelledAt !== null;
  },

  /** Which of these requests a job began from. */
  async requestsWithJobs(db: Executor, requestIds: Iterable<number>): Promise<number[]> {
    const ids = [...new Set(requestIds)];
    if (ids.length === 0) return [];
    const rows = await requestsWithJobsAmong(db).execute({ ids: intArrayParam(ids) });
    return rows.map((row) => row.requestId);
  },

  /** Each expert's jobs not yet filed nor cancelled. */
  async unfiledJobCounts(db: Executor, expertUserIds: readonly number[]): Promise<Map<number, number>> {
    if (expertUserIds.length === 0) return new Map();
    const rows = await db
      .select({ expertUserId: taxPreparationJobs.expertUserId, open: count() })
      .from(taxPreparationJobs)
      .where(
        and(
          inArray(taxPreparationJobs.expertUserId, [...expertUserIds]),
          sql`${taxPreparationJobs.statusId} <> 4`,
          isNull(taxPreparationJobs.cancelledAt),
        ),
      )
      .groupBy(taxPreparationJobs.expertUserId);
    return new Map(rows.map((row) => [row.expertUserId, row.open]));
  },

  /**
   * "The professional of this scope works a job between this taxpayer and this expert", for another
   * module's statement over rows keyed by the pair (a conversation): the jobs lists' rule
   * (`professionalSees`), so a member moved off the job or out of the practice no longer matches.
   */
  worksJobOfPair(
    taxpayerUserId: AnyColumn,
    expertUserId: AnyColumn,
    scope: { userId: SQLWrapper; practiceId: SQLWrapper; allJobs: SQLWrapper },
  ): SQL {
    return sql`exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.taxpayerUserId, taxpayerUserId)} and ${correlates(taxPreparationJobs.expertUserId, expertUserId)} and ${professionalSees(scope.userId, scope.practiceId, scope.allJobs)})`;
  },

  /** "A job between this taxpayer and this expert is a practice's", for the same statements. */
  pairHasPracticeJob(taxpayerUserId: AnyColumn, expertUserId: AnyColumn): SQL {
    return sql`exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.taxpayerUserId, taxpayerUserId)} and ${correlates(taxPreparationJobs.expertUserId, expertUserId)} and ${qualified(taxPreparationJobs.practiceId)} is not null)`;
  },

  /** "A job between this taxpayer and this expert is this practice's", for the same statements. */
  pairHasJobOfPractice(taxpayerUserId: AnyColumn, expertUserId: AnyColumn, practiceId: number): SQL {
    return sql`exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.taxpayerUserId, taxpayerUserId)} and ${correlates(taxPreparationJobs.expertUserId, expertUserId)} and ${qualified(taxPreparationJobs.practiceId)} = ${practiceId})`;
  },

  /** "The job of this quote is the practice's", for another module's statement over a job's rows. */
  isPracticesJob(quoteId: AnyColumn, practiceId: number): SQL {
    return sql`exists (select 1 from ${taxPreparationJobs} where ${correlates(taxPreparationJobs.quoteId, quoteId)} and ${qualified(taxPreparationJobs.practiceId)} = ${practiceId})`;
  },

  /** The people of the taxpayer's jobs (the side checks' `JobPeople` of each), latest first. */
  peopleOfTaxpayersJobs: (db: Executor, taxpayerUserId: number) =>
    peopleOfTaxpayersJobs(db).execute({ taxpayerUserId }),

  /** Whether the taxpayer ever hired the expert (a job began between them). */
  async hasHired(db: Executor, taxpayerUserId: number, expertUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(taxPreparationJobs)
      .where(
        and(
          eq(taxPreparationJobs.taxpayerUserId, taxpayerUserId),
          eq(taxPreparationJobs.expertUserId, expertUserId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
