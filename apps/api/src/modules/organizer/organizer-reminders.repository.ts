import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { organizerAnswerFiles, organizerAnswers } from "../../db/schema";

export interface PendingOrganizerAnswer {
  answerId: number;
  quoteId: number;
  question: string;
  forSpouse: boolean;
  markedAt: Date;
}

const given = alias(organizerAnswers, "given");
const givenFiles = alias(organizerAnswerFiles, "given_files");

/**
 * Still left for later: flagged, not answered "no", no file on the answer itself, and no file given
 * since in the same section for the same person (the W-2 uploaded after "I have more; remind me
 * later" settles it).
 */
export const stillPending = and(
  eq(organizerAnswers.reminder, true),
  sql`(${organizerAnswers.isFile} or lower(coalesce(${organizerAnswers.answer}, '')) in ('true', 'yes', '1'))`,
  notExists(
    sql`(select 1 from ${organizerAnswerFiles} where ${organizerAnswerFiles.answerId} = ${organizerAnswers.id})`,
  ),
  notExists(
    sql`(select 1 from ${organizerAnswers} as "given" join ${organizerAnswerFiles} as "given_files" on ${givenFiles.answerId} = ${given.id}
      where ${given.quoteId} = ${organizerAnswers.quoteId}
        and ${given.categoryId} = ${organizerAnswers.categoryId}
        and ${given.forSpouse} = ${organizerAnswers.forSpouse}
        and ${given.id} <> ${organizerAnswers.id}
        and ${given.updatedAt} >= ${organizerAnswers.updatedAt})`,
  ),
);

const columns = {
  answerId: organizerAnswers.id,
  quoteId: organizerAnswers.quoteId,
  question: organizerAnswers.question,
  forSpouse: organizerAnswers.forSpouse,
  markedAt: organizerAnswers.updatedAt,
};

/** What the reminders read of the organizer: answers left for later, and who says they pay estimates. */
export const organizerRemindersRepository = {
  async pendingAnswers(db: Executor): Promise<PendingOrganizerAnswer[]> {
    return db.select(columns).from(organizerAnswers).where(stillPending);
  },

  async pendingAnswer(db: Executor, answerId: number): Promise<PendingOrganizerAnswer | null> {
    const [row] = await db
      .select(columns)
      .from(organizerAnswers)
      .where(and(eq(organizerAnswers.id, answerId), stillPending))
      .limit(1);
    return row ?? null;
  },

  /** Jobs whose organizer answers yes to the question of these keys. */
  async jobsAnsweringYes(db: Executor, questions: readonly string[], quoteId?: number): Promise<number[]> {
    const rows = await db
      .select({ quoteId: organizerAnswers.quoteId })
      .from(organizerAnswers)
      .where(
        and(
          inArray(organizerAnswers.question, [...questions]),
          inArray(sql`lower(${organizerAnswers.answer})`, ["true", "yes", "1"]),
          quoteId === undefined ? undefined : eq(organizerAnswers.quoteId, quoteId),
        ),
      );
    return [...new Set(rows.map((row) => row.quoteId))];
  },
};
