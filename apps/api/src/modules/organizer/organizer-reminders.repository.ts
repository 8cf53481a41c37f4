import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { organizerAnswerFiles, organizerAnswers } from "../../db/schema";

export interface PendingOrganizerAnswer {
  answerId: number;
  quoteId: number;
  question: string;
  forSpouse: boolean;
  markedAt: Date;
}

const noFile = notExists(
  // A file given for the answer settles it, whatever the flag says.
  sql`(select 1 from ${organizerAnswerFiles} where ${organizerAnswerFiles.answerId} = ${organizerAnswers.id})`,
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
    return db
      .select(columns)
      .from(organizerAnswers)
      .where(and(eq(organizerAnswers.reminder, true), noFile));
  },

  async pendingAnswer(db: Executor, answerId: number): Promise<PendingOrganizerAnswer | null> {
    const [row] = await db
      .select(columns)
      .from(organizerAnswers)
      .where(and(eq(organizerAnswers.id, answerId), eq(organizerAnswers.reminder, true), noFile))
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
