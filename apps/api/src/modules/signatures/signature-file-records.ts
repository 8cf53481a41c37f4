import type { Executor } from "../../db/client";
import { signatureRequestsRepository as requests } from "./signature-requests.repository";

/** The files of jobs' signature requests, for the data export and the disposal of retained jobs. */
export const signatureFileRecords = {
  /** Originals, signed files and hand-signed pages: all go when a job's seven years are over. */
  allOfJobs: (executor: Executor, quoteIds: readonly number[]) =>
    requests.fileIdsOfQuotes(executor, quoteIds),
  /** The signed files, which belong to the job's taxpayer's data like the return. */
  signedOfJobs: (executor: Executor, quoteIds: readonly number[]) =>
    requests.signedFileIdsOfQuotes(executor, quoteIds),
};
