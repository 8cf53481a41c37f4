import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { organizerAnswerFiles, organizerAnswers, storedFiles } from "../../db/schema";

/** A file the taxpayer gave in the organizer: the question it answers, whose it is and when it came. */
export interface OrganizerJobFile {
  fileId: number;
  question: string;
  forSpouse: boolean;
  providedAt: Date;
}

/** The files given in organizer answers, by job. */
export const organizerFilesRepository = {
  /** Every file given in a job's organizer answers, oldest first. */
  async listJobAnswerFiles(db: Executor, quoteId: number): Promise<OrganizerJobFile[]> {
    return db
      .select({
        fileId: organizerAnswerFiles.fileId,
        question: organizerAnswers.question,
        forSpouse: organizerAnswers.forSpouse,
        providedAt: storedFiles.createdAt,
      })
      .from(organizerAnswerFiles)
      .innerJoin(organizerAnswers, eq(organizerAnswers.id, organizerAnswerFiles.answerId))
      .innerJoin(storedFiles, eq(storedFiles.id, organizerAnswerFiles.fileId))
      .where(eq(organizerAnswers.quoteId, quoteId))
      .orderBy(asc(storedFiles.createdAt), asc(organizerAnswerFiles.fileId));
  },
};
