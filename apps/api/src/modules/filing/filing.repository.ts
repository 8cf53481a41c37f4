import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { qualified } from "../../db/qualified";
import { returnFilings, returnOutcomes } from "../../db/schema";
import { jobRecords } from "../tax-preparation";

export type FilingRow = typeof returnFilings.$inferSelect;
export type NewFiling = typeof returnFilings.$inferInsert;
export type OutcomeRow = typeof returnOutcomes.$inferSelect;

/**
 * "A later filing of the same job, jurisdiction and kind (or one naming it) corrects this rejection":
 * the one condition the job's page, the reminders and the operator's list read.
 */
const outer = {
  id: qualified(returnFilings.id),
  quoteId: qualified(returnFilings.quoteId),
  jurisdiction: qualified(returnFilings.jurisdiction),
  amended: qualified(returnFilings.amended),
};
const correction = sql`exists (select 1 from ${returnFilings} as later where later.quote_id = ${outer.quoteId} and later.id > ${outer.id} and (later.corrects_filing_id = ${outer.id} or (later.jurisdiction = ${outer.jurisdiction} and later.amended = ${outer.amended})))`;

/** The filings and outcomes of jobs: the only code of the module that touches the tables. */
export const filingRepository = {
  async insert(db: Executor, filing: NewFiling): Promise<FilingRow> {
    const [row] = await db.insert(returnFilings).values(filing).returning();
    if (!row) throw new Error("the filing was not stored");
    return row;
  },

  /** The job's filings, oldest first. */
  listOfJob: (db: Executor, quoteId: number): Promise<FilingRow[]> =>
    db.select().from(returnFilings).where(eq(returnFilings.quoteId, quoteId)).orderBy(asc(returnFilings.id)),

  async find(db: Executor, id: number): Promise<FilingRow | null> {
    const [row] = await db.select().from(returnFilings).where(eq(returnFilings.id, id)).limit(1);
    return row ?? null;
  },

  /** The filing that carries this IRS submission id, if any. */
  async bySubmissionId(db: Executor, submissionId: string): Promise<FilingRow | null> {
    const [row] = await db
      .select()
      .from(returnFilings)
      .where(eq(returnFilings.submissionId, submissionId))
      .limit(1);
    return row ?? null;
  },

  /** The filing, locked for its answer. */
  async lock(db: Executor, id: number): Promise<FilingRow | null> {
    const [row] = await db
      .select()
      .from(returnFilings)
      .where(eq(returnFilings.id, id))
      .for("update")
      .limit(1);
    return row ?? null;
  },

  async answer(
    db: Executor,
    id: number,
    change: Pick<
      NewFiling,
      "accepted" | "acknowledgedOn" | "rejectCode" | "explanation" | "answerRecordedAt"
    >,
  ): Promise<void> {
    await db.update(returnFilings).set(change).where(eq(returnFilings.id, id));
  },

  /** Whether a later filing corrects the rejection. */
  async isCorrected(db: Executor, id: number): Promise<boolean> {
    const [row] = await db
      .select({ corrected: sql<boolean>`${correction}` })
      .from(returnFilings)
      .where(eq(returnFilings.id, id));
    return row?.corrected ?? false;
  },

  /** Rejections recorded after `since` with no correction yet (the reminders find them here). */
  uncorrectedSince: (db: Executor, since: Date) =>
    db
      .select()
      .from(returnFilings)
      .where(
        and(
          eq(returnFilings.accepted, false),
          gt(returnFilings.answerRecordedAt, since),
          sql`not ${correction}`,
        ),
      ),

  /** The professional's rejections with no correction yet, on their live jobs (their to-do list). */
  uncorrectedOfProfessional: (db: Executor, expertUserId: number) =>
    db
      .select()
      .from(returnFilings)
      .where(
        and(
          eq(returnFilings.accepted, false),
          jobRecords.isLiveJobOf(returnFilings.quoteId, "expert", expertUserId),
          sql`not ${correction}`,
        ),
      ),

  /** Rejections recorded at or before `before` with no correction (the operator's list), oldest first. */
  uncorrectedBefore: (db: Executor, before: Date) =>
    db
      .select()
      .from(returnFilings)
      .where(
        and(
          eq(returnFilings.accepted, false),
          lte(returnFilings.answerRecordedAt, before),
          sql`not ${correction}`,
        ),
      )
      .orderBy(asc(returnFilings.answerRecordedAt)),

  async outcome(db: Executor, quoteId: number): Promise<OutcomeRow | null> {
    const [row] = await db.select().from(returnOutcomes).where(eq(returnOutcomes.quoteId, quoteId)).limit(1);
    return row ?? null;
  },

  /** Records (or corrects) the job's outcome; a changed outcome forgets an issued refund. */
  async saveOutcome(db: Executor, outcome: typeof returnOutcomes.$inferInsert): Promise<void> {
    await db
      .insert(returnOutcomes)
      .values(outcome)
      .onConflictDoUpdate({
        target: returnOutcomes.quoteId,
        set: {
          refundCents: outcome.refundCents ?? null,
          amountDueCents: outcome.amountDueCents ?? null,
          paymentDueOn: outcome.paymentDueOn ?? null,
          refundIssuedOn: null,
          recordedAt: outcome.recordedAt,
        },
      });
  },

  async markRefundIssued(db: Executor, quoteId: number, issuedOn: string): Promise<void> {
    await db
      .update(returnOutcomes)
      .set({ refundIssuedOn: issuedOn })
      .where(eq(returnOutcomes.quoteId, quoteId));
  },

  /** Amounts due not yet past `fromDay` (the reminders of their due day). */
  amountsDueFrom: (db: Executor, fromDay: string) =>
    db
      .select()
      .from(returnOutcomes)
      .where(
        and(sql`${returnOutcomes.amountDueCents} > 0`, sql`${returnOutcomes.paymentDueOn} >= ${fromDay}`),
      ),
};
