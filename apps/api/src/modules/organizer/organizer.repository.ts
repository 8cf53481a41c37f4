import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { idArray } from "../../db/id-arrays";
import { preparedPerDatabase } from "../../db/prepared";
import { correlates, excluded, qualified } from "../../db/qualified";
import {
  organizerAnswerFiles,
  organizerAnswers,
  organizerReveals,
  organizerReviewViews,
} from "../../db/schema";
import { jobRecords } from "../tax-preparation";

/** A job's answers, each with its files' ids (in id order) read in the same statement. */
function answersWithFiles(db: Executor) {
  const files = db
    .select({
      fileIds: idArray(organizerAnswerFiles.fileId, qualified(organizerAnswerFiles.fileId)).as("file_ids"),
    })
    .from(organizerAnswerFiles)
    .where(correlates(organizerAnswerFiles.answerId, organizerAnswers.id))
    .as("files");
  return db
    .select({ ...getTableColumns(organizerAnswers), fileIds: files.fileIds })
    .from(organizerAnswers)
    .innerJoinLateral(files, sql`true`);
}

const answersOfJob = preparedPerDatabase((db: Executor) =>
  answersWithFiles(db)
    .where(eq(organizerAnswers.quoteId, sql.placeholder("quoteId")))
    .orderBy(asc(organizerAnswers.id))
    .prepare("organizer_answers_of_job"),
);

// The same, only when the job is the taxpayer's: the taxpayer's list needs no statement to check it.
const answersOfTaxpayersJob = preparedPerDatabase((db: Executor) =>
  answersWithFiles(db)
    .where(
      and(
        eq(organizerAnswers.quoteId, sql.placeholder("quoteId")),
        jobRecords.isTaxpayersJob(organizerAnswers.quoteId, sql.placeholder("taxpayerUserId")),
      ),
    )
    .orderBy(asc(organizerAnswers.id))
    .prepare("organizer_answers_of_taxpayers_job"),
);

export type NewOrganizerAnswer = Omit<typeof organizerAnswers.$inferInsert, "id">;

// Every save of the organizer (it saves as the taxpayer types) is this statement, prepared once.
const placeholders = {
  quoteId: sql.placeholder("quoteId"),
  categoryId: sql.placeholder("categoryId"),
  forSpouse: sql.placeholder("forSpouse"),
  question: sql.placeholder("question"),
  answerTypeId: sql.placeholder("answerTypeId"),
  answer: sql.placeholder("answer"),
  answerSealed: sql.placeholder("answerSealed"),
  answerKeyId: sql.placeholder("answerKeyId"),
  message: sql.placeholder("message"),
  reminder: sql.placeholder("reminder"),
  isFile: sql.placeholder("isFile"),
  createdAt: sql.placeholder("createdAt"),
  updatedAt: sql.placeholder("updatedAt"),
};
const upsertOne = preparedPerDatabase((db: Executor) =>
  db
    .insert(organizerAnswers)
    .values(placeholders)
    .onConflictDoUpdate({
      target: [organizerAnswers.quoteId, organizerAnswers.question, organizerAnswers.forSpouse],
      set: {
        categoryId: excluded(organizerAnswers.categoryId),
        answerTypeId: excluded(organizerAnswers.answerTypeId),
        answer: excluded(organizerAnswers.answer),
        answerSealed: excluded(organizerAnswers.answerSealed),
        answerKeyId: excluded(organizerAnswers.answerKeyId),
        message: excluded(organizerAnswers.message),
        reminder: excluded(organizerAnswers.reminder),
        isFile: excluded(organizerAnswers.isFile),
        updatedAt: excluded(organizerAnswers.updatedAt),
      },
    })
    .returning({ id: organizerAnswers.id })
    .prepare("organizer_answer_upsert"),
);
export type OrganizerAnswerRow = typeof organizerAnswers.$inferSelect;
/** An answer with the ids of its files. */
export type AnswerWithFilesRow = OrganizerAnswerRow & { fileIds: number[] };
export type NewOrganizerReveal = Omit<typeof organizerReveals.$inferInsert, "id">;
export type OrganizerRevealRow = typeof organizerReveals.$inferSelect;

/** The organizer's answers, their files and the reveals of sensitive ones. */
export const organizerRepository = {
  /** Saves an answer under its key, replacing what that key held; answers the row's id. */
  async upsertAnswer(db: Executor, answer: NewOrganizerAnswer): Promise<number> {
    const [row] = await upsertOne(db).execute({
      ...answer,
      answer: answer.answer ?? null,
      answerSealed: answer.answerSealed ?? null,
      answerKeyId: answer.answerKeyId ?? null,
      message: answer.message ?? null,
    });
    if (!row) throw new Error("the answer was not saved");
    return row.id;
  },

  /** A job's answers with their files' ids. */
  listAnswers: (db: Executor, quoteId: number): Promise<AnswerWithFilesRow[]> =>
    answersOfJob(db).execute({ quoteId }),

  /** A job's answers with their files' ids; none when the job is not this taxpayer's. */
  listTaxpayersAnswers: (
    db: Executor,
    quoteId: number,
    taxpayerUserId: number,
  ): Promise<AnswerWithFilesRow[]> => answersOfTaxpayersJob(db).execute({ quoteId, taxpayerUserId }),

  async findAnswer(db: Executor, answerId: number): Promise<OrganizerAnswerRow | null> {
    const [row] = await db.select().from(organizerAnswers).where(eq(organizerAnswers.id, answerId)).limit(1);
    return row ?? null;
  },

  /** The answers of these keys of a job, for what a save replaces. */
  async findByKeys(
    db: Executor,
    quoteId: number,
    questions: readonly string[],
  ): Promise<OrganizerAnswerRow[]> {
    if (questions.length === 0) return [];
    return db
      .select()
      .from(organizerAnswers)
      .where(and(eq(organizerAnswers.quoteId, quoteId), inArray(organizerAnswers.question, [...questions])));
  },

  async attachFile(db: Executor, answerId: number, fileId: number): Promise<void> {
    await db.insert(organizerAnswerFiles).values({ answerId, fileId });
  },

  /** The job an answer's file belongs to, or null for a file of no answer. */
  async jobOfFile(db: Executor, fileId: number): Promise<number | null> {
    const [row] = await db
      .select({ quoteId: organizerAnswers.quoteId })
      .from(organizerAnswerFiles)
      .innerJoin(organizerAnswers, eq(organizerAnswers.id, organizerAnswerFiles.answerId))
      .where(eq(organizerAnswerFiles.fileId, fileId))
      .limit(1);
    return row?.quoteId ?? null;
  },

  async addReveal(db: Executor, reveal: NewOrganizerReveal): Promise<void> {
    await db.insert(organizerReveals).values(reveal);
  },

  async listReveals(db: Executor, quoteId: number): Promise<OrganizerRevealRow[]> {
    return db
      .select()
      .from(organizerReveals)
      .where(eq(organizerReveals.quoteId, quoteId))
      .orderBy(desc(organizerReveals.revealedAt), desc(organizerReveals.id));
  },

  /** A job's answers filed under these sections. */
  async answersInSections(db: Executor, quoteId: number, categoryIds: readonly number[]) {
    return db
      .select()
      .from(organizerAnswers)
      .where(
        and(eq(organizerAnswers.quoteId, quoteId), inArray(organizerAnswers.categoryId, [...categoryIds])),
      )
      .orderBy(asc(organizerAnswers.id));
  },

  /** When this professional last opened the job's review, or null. */
  async lastViewed(db: Executor, quoteId: number, viewerUserId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: organizerReviewViews.lastViewedAt })
      .from(organizerReviewViews)
      .where(
        and(eq(organizerReviewViews.quoteId, quoteId), eq(organizerReviewViews.viewerUserId, viewerUserId)),
      )
      .limit(1)
      .for("update");
    return row?.at ?? null;
  },

  async setLastViewed(db: Executor, quoteId: number, viewerUserId: number, at: Date): Promise<void> {
    await db
      .insert(organizerReviewViews)
      .values({ quoteId, viewerUserId, lastViewedAt: at })
      .onConflictDoUpdate({
        target: [organizerReviewViews.quoteId, organizerReviewViews.viewerUserId],
        set: { lastViewedAt: at },
      });
  },
};
