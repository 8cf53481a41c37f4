import type { Executor } from "../../db/client";
import type { Keyring } from "../../lib/keyring";
import { organizerRepository } from "./organizer.repository";
import { type OrganizerJobFile, organizerFilesRepository } from "./organizer-files.repository";
import { openAnswers } from "./organizer-view";

export type { OrganizerJobFile };

/** The files a taxpayer gave in a job's organizer, for the job's documents list and its PDF. */
export const organizerFileRecords = {
  listOfJob(executor: Executor, quoteId: number): Promise<OrganizerJobFile[]> {
    return organizerFilesRepository.listJobAnswerFiles(executor, quoteId);
  },

  /**
   * A job's answers in full, sensitive ones decrypted, for the taxpayer's own data export (never
   * logged; the archive goes only to them).
   */
  async answersInFull(executor: Executor, keyring: Keyring, quoteId: number) {
    const opened = openAnswers(keyring, await organizerRepository.listAnswers(executor, quoteId));
    return opened.map(({ row, text, fileIds }) => ({
      id: row.id,
      quoteId: row.quoteId,
      categoryId: row.categoryId,
      forSpouse: row.forSpouse,
      question: row.question,
      answerTypeId: row.answerTypeId,
      answer: text,
      message: row.message,
      reminder: row.reminder,
      isFile: row.isFile,
      fileIds,
      updatedAt: row.updatedAt,
    }));
  },
};
