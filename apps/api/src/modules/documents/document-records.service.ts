import type { Executor } from "../../db/client";
import { documentsRepository, type RequestedDocumentRow } from "./documents.repository";

/** A job's requested documents as other modules read them (a person's data export, disposal). */
export const documentRecordsService = {
  listOfJob: (executor: Executor, quoteId: number): Promise<RequestedDocumentRow[]> =>
    documentsRepository.listForJob(executor, quoteId),
};
