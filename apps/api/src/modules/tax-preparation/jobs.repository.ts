import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { returnDrafts, taxPreparationJobs } from "../../db/schema";
import { peopleRecords } from "../identity";
import { requestRecords } from "../marketplace";
import type { ProfessionalScope } from "./job-sides";
import { professionalSees } from "./professional-sees.queries";

export type NewJob = typeof taxPreparationJobs.$inferInsert;

/** A job's own columns as lists and the detail show them; people, request and file are added by id. */
const jobColumns = {
  quoteId: taxPreparationJobs.quoteId,
  taxPreparationId: taxPreparationJobs.requestId,
  taxpayerUserId: taxPreparationJobs.taxpayerUserId,
  expertUserId: taxPreparationJobs.expertUserId,
  startedAt: taxPreparationJobs.startedAt,
  taxYear: taxPreparationJobs.taxYear,
  fee: taxPreparationJobs.fee,
  statusId: taxPreparationJobs.statusId,
  taxReturnFileId: taxPreparationJobs.taxReturnFileId,
  cancelledAt: taxPreparationJobs.cancelledAt,
  cancelReason: taxPreparationJobs.cancelReason,
  statusNote: taxPreparationJobs.statusNote,
  practiceId: taxPreparationJobs.practiceId,
  assignedUserId: taxPreparationJobs.assignedUserId,
};

/**
 * A party's jobs, newest first: the lists both sides open most, built once per database. Each job
 * comes with its request's kind and the other party's name, read in the same statement.
 */
const jobsOf = (party: "taxpayer" | "expert") =>
  preparedPerDatabase((db: Executor) => {
    const other = peopleRecords.personSubquery(
      db,
      party === "taxpayer" ? taxPreparationJobs.expertUserId : taxPreparationJobs.taxpayerUserId,
      "other_party",
    );
    return db
      .select({
        ...jobColumns,
        kind: requestRecords.requestKindOf(taxPreparationJobs.requestId),
        otherFirstName: other.firstName,
        otherLastName: other.lastName,
      })
      .from(taxPreparationJobs)
      .innerJoinLateral(other, sql`true`)
      .where(
        party === "taxpayer"
          ? eq(taxPreparationJobs.taxpayerUserId, sql.placeholder("userId"))
          : professionalSees(
              sql.placeholder("userId"),
              sql.placeholder("practiceId"),
              sql.placeholder("allJobs"),
            ),
      )
      .orderBy(desc(taxPreparationJobs.startedAt), desc(taxPreparationJobs.quoteId))
      .prepare(`jobs_of_${party}`);
  });
const jobsOfTaxpayer = jobsOf("taxpayer");
const jobsOfExpert = jobsOf("expert");

// The quotes of the taxpayer's jobs, newest first, without what the lists show beside them.
const quoteIdsOfTaxpayer = preparedPerDatabase((db: Executor) =>
  db
    .select({ quoteId: taxPreparationJobs.quoteId })
    .from(taxPreparationJobs)
    .where(eq(taxPreparationJobs.taxpayerUserId, sql.placeholder("userId")))
    .orderBy(desc(taxPreparationJobs.startedAt), desc(taxPreparationJobs.quoteId))
    .prepare("job_quote_ids_of_taxpayer"),
);

const jobById = preparedPerDatabase((db: Executor) =>
  db
    .select(jobColumns)
    .from(taxPreparationJobs)
    .where(eq(taxPreparationJobs.quoteId, sql.placeholder("quoteId")))
    .limit(1)
    .prepare("jobs_by_id"),
);

export type ListedJobRow = Awaited<ReturnType<typeof jobsRepository.listForTaxpayer>>[number];

export const jobsRepository = {
  async insert(db: Executor, job: NewJob): Promise<void> {
    await db.insert(taxPreparationJobs).values(job);
  },

  /** The job, locked for a change. */
  async lock(db: Executor, quoteId: number) {
    const [row] = await db
      .select({
        quoteId: taxPreparationJobs.quoteId,
        taxpayerUserId: taxPreparationJobs.taxpayerUserId,
        expertUserId: taxPreparationJobs.expertUserId,
        statusId: taxPreparationJobs.statusId,
        taxYear: taxPreparationJobs.taxYear,
        taxReturnFileId: taxPreparationJobs.taxReturnFileId,
        cancelledAt: taxPreparationJobs.cancelledAt,
        practiceId: taxPreparationJobs.practiceId,
        assignedUserId: taxPreparationJobs.assignedUserId,
      })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.quoteId, quoteId))
      .for("update")
      .limit(1);
    return row ?? null;
  },

  async update(
    db: Executor,
    quoteId: number,
    change: Partial<
      Pick<
        NewJob,
        | "statusId"
        | "statusChangedAt"
        | "statusNote"
        | "taxReturnFileId"
        | "filedAt"
        | "cancelledAt"
        | "cancelReason"
      >
    >,
  ): Promise<void> {
    await db.update(taxPreparationJobs).set(change).where(eq(taxPreparationJobs.quoteId, quoteId));
  },

  /** When the job last changed stage and when it was filed, with its stage (the timeline's fallbacks). */
  async stageTimes(db: Executor, quoteId: number) {
    const [row] = await db
      .select({
        statusId: taxPreparationJobs.statusId,
        statusChangedAt: taxPreparationJobs.statusChangedAt,
        filedAt: taxPreparationJobs.filedAt,
      })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.quoteId, quoteId))
      .limit(1);
    return row ?? null;
  },

  listForTaxpayer: (db: Executor, taxpayerUserId: number) =>
    jobsOfTaxpayer(db).execute({ userId: taxpayerUserId }),

  async quoteIdsOfTaxpayer(db: Executor, taxpayerUserId: number): Promise<number[]> {
    const rows = await quoteIdsOfTaxpayer(db).execute({ userId: taxpayerUserId });
    return rows.map((row) => row.quoteId);
  },

  /** The jobs the professional works (their scope: `professionalScope` in `job-sides.ts`). */
  listForExpert: (db: Executor, scope: ProfessionalScope) => jobsOfExpert(db).execute({ ...scope }),

  async find(db: Executor, quoteId: number) {
    const [row] = await jobById(db).execute({ quoteId });
    return row ?? null;
  },

  /** The two people of the job a return file belongs to: its current return, or one of its drafts. */
  async partiesOfReturnFile(db: Executor, fileId: number) {
    const draftsOfFile = db
      .select({ quoteId: returnDrafts.quoteId })
      .from(returnDrafts)
      .where(eq(returnDrafts.fileId, fileId));
    return db
      .select({
        quoteId: taxPreparationJobs.quoteId,
        expertUserId: taxPreparationJobs.expertUserId,
        taxpayerUserId: taxPreparationJobs.taxpayerUserId,
        practiceId: taxPreparationJobs.practiceId,
        assignedUserId: taxPreparationJobs.assignedUserId,
      })
      .from(taxPreparationJobs)
      .where(
        or(eq(taxPreparationJobs.taxReturnFileId, fileId), inArray(taxPreparationJobs.quoteId, draftsOfFile)),
      );
  },

  /** The expert's latest filed jobs. */
  async recentFiledForExpert(db: Executor, expertUserId: number, limit: number) {
    return db
      .select({
        requestId: taxPreparationJobs.requestId,
        taxpayerUserId: taxPreparationJobs.taxpayerUserId,
        taxYear: taxPreparationJobs.taxYear,
      })
      .from(taxPreparationJobs)
      .where(and(eq(taxPreparationJobs.expertUserId, expertUserId), eq(taxPreparationJobs.statusId, 4)))
      .orderBy(desc(taxPreparationJobs.filedAt), desc(taxPreparationJobs.quoteId))
      .limit(limit);
  },

  /** Every job the person is a party to, whichever side (their data export and account closing). */
  async listOfPerson(db: Executor, userId: number) {
    return db
      .select()
      .from(taxPreparationJobs)
      .where(or(eq(taxPreparationJobs.taxpayerUserId, userId), eq(taxPreparationJobs.expertUserId, userId)))
      .orderBy(taxPreparationJobs.startedAt);
  },

  async remove(db: Executor, quoteId: number): Promise<void> {
    await db.delete(taxPreparationJobs).where(eq(taxPreparationJobs.quoteId, quoteId));
  },
};
