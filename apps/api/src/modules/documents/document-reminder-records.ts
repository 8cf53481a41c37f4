import type { Executor } from "../../db/client";
import { documentRemindersRepository, type OpenDocumentRequest } from "./document-reminders.repository";

export type { OpenDocumentRequest };

/** The documents the reminders chase: requested and not yet provided (or to be given again). */
export const documentReminderRecords = {
  openRequests: (executor: Executor) => documentRemindersRepository.openRequests(executor),
  /** The request while still open; null once provided, accepted or removed. */
  openRequest: (executor: Executor, id: number) => documentRemindersRepository.openRequest(executor, id),
};
