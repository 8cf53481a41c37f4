import type { Executor } from "../../db/client";
import { documentsRepository, type RequestedDocumentRow } from "./documents.repository";

/** A job's requested documents as other modules read them (a person's data export, disposal, the timeline). */
export const documentRecords = {
  listOfJob: (executor: Executor, quoteId: number): Promise<RequestedDocumentRow[]> =>
    documentsRepository.listForJob(executor, quoteId),

  /**
   * How many documents the professional asked for still wait on the taxpayer (not given, or to give
   * again), and when the latest of their requests was given (the timeline's documents complete).
   */
  askedForOfJob: (executor: Executor, quoteId: number) =>
    documentsRepository.askedForOfJob(executor, quoteId),
};
