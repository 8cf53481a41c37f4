import type { Executor } from "../../db/client";
import { type OrganizerJobFile, organizerFilesRepository } from "./organizer-files.repository";

export type { OrganizerJobFile };

/** The files a taxpayer gave in a job's organizer, for the job's documents list and its PDF. */
export const organizerFilesService = {
  listOfJob(executor: Executor, quoteId: number): Promise<OrganizerJobFile[]> {
    return organizerFilesRepository.listJobAnswerFiles(executor, quoteId);
  },
};
