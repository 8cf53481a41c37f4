import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { expertReviews, storedFiles, taxPreparationJobs, taxRequests, users } from "../../db/schema";

export type NewJob = typeof taxPreparationJobs.$inferInsert;

const returnFile = alias(storedFiles, "return_file");

const jobColumns = {
  quoteId: taxPreparationJobs.quoteId,
  taxPreparationId: taxPreparationJobs.requestId,
  kind: taxRequests.kind,
  startedAt: taxPreparationJobs.startedAt,
  taxYear: taxPreparationJobs.taxYear,
  fee: taxPreparationJobs.fee,
  statusId: taxPreparationJobs.statusId,
  returnFile,
};

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
    change: Partial<Pick<NewJob, "statusId" | "statusChangedAt" | "taxReturnFileId" | "filedAt">>,
  ): Promise<void> {
    await db.update(taxPreparationJobs).set(change).where(eq(taxPreparationJobs.quoteId, quoteId));
  },

  async listForTaxpayer(db: Executor, taxpayerUserId: number) {
    return db
      .select({
        ...jobColumns,
        accountantId: users.id,
        accountantFirstName: users.firstName,
        accountantLastName: users.lastName,
      })
      .from(taxPreparationJobs)
      .innerJoin(taxRequests, eq(taxRequests.id, taxPreparationJobs.requestId))
      .innerJoin(users, eq(users.id, taxPreparationJobs.expertUserId))
      .leftJoin(returnFile, eq(returnFile.id, taxPreparationJobs.taxReturnFileId))
      .where(eq(taxPreparationJobs.taxpayerUserId, taxpayerUserId))
      .orderBy(desc(taxPreparationJobs.startedAt), desc(taxPreparationJobs.quoteId));
  },

  async listForExpert(db: Executor, expertUserId: number) {
    return db
      .select({
        ...jobColumns,
        taxpayerId: users.id,
        taxpayerFirstName: users.firstName,
        taxpayerLastName: users.lastName,
      })
      .from(taxPreparationJobs)
      .innerJoin(taxRequests, eq(taxRequests.id, taxPreparationJobs.requestId))
      .innerJoin(users, eq(users.id, taxPreparationJobs.taxpayerUserId))
      .leftJoin(returnFile, eq(returnFile.id, taxPreparationJobs.taxReturnFileId))
      .where(eq(taxPreparationJobs.expertUserId, expertUserId))
      .orderBy(desc(taxPreparationJobs.startedAt), desc(taxPreparationJobs.quoteId));
  },

  /** One job with its request and both people. */
  async detail(db: Executor, quoteId: number) {
    const expert = alias(users, "expert");
    const taxpayer = alias(users, "taxpayer");
    const [row] = await db
      .select({
        ...jobColumns,
        answers: taxRequests.answers,
        requestCreatedAt: taxRequests.createdAt,
        expert: {
          id: expert.id,
          firstName: expert.firstName,
          lastName: expert.lastName,
          avatarThumbnail: expert.avatarThumbnail,
        },
        taxpayer: {
          id: taxpayer.id,
          firstName: taxpayer.firstName,
          lastName: taxpayer.lastName,
          avatarThumbnail: taxpayer.avatarThumbnail,
          email: taxpayer.email,
          phoneNumber: taxpayer.phoneNumber,
        },
      })
      .from(taxPreparationJobs)
      .innerJoin(taxRequests, eq(taxRequests.id, taxPreparationJobs.requestId))
      .innerJoin(expert, eq(expert.id, taxPreparationJobs.expertUserId))
      .innerJoin(taxpayer, eq(taxpayer.id, taxPreparationJobs.taxpayerUserId))
      .leftJoin(returnFile, eq(returnFile.id, taxPreparationJobs.taxReturnFileId))
      .where(eq(taxPreparationJobs.quoteId, quoteId))
      .limit(1);
    return row ?? null;
  },

  /** The two people of the job a return file belongs to. */
  async partiesOfReturnFile(db: Executor, fileId: number) {
    return db
      .select({
        expertUserId: taxPreparationJobs.expertUserId,
        taxpayerUserId: taxPreparationJobs.taxpayerUserId,
      })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.taxReturnFileId, fileId));
  },

  /** The expert's latest filed jobs, each with the taxpayer's review of the expert when given. */
  async recentFiledForExpert(db: Executor, expertUserId: number, limit: number) {
    return db
      .select({
        kind: taxRequests.kind,
        taxYear: taxPreparationJobs.taxYear,
        state: taxRequests.state,
        rating: expertReviews.rating,
        comment: expertReviews.comment,
      })
      .from(taxPreparationJobs)
      .innerJoin(taxRequests, eq(taxRequests.id, taxPreparationJobs.requestId))
      .leftJoin(
        expertReviews,
        and(
          eq(expertReviews.authorUserId, taxPreparationJobs.taxpayerUserId),
          eq(expertReviews.expertUserId, taxPreparationJobs.expertUserId),
        ),
      )
      .where(and(eq(taxPreparationJobs.expertUserId, expertUserId), eq(taxPreparationJobs.statusId, 4)))
      .orderBy(desc(taxPreparationJobs.filedAt), desc(taxPreparationJobs.quoteId))
      .limit(limit);
  },
};
