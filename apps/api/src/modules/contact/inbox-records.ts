import type { Executor } from "../../db/client";
import { contactRepository, type InboundMessageRow } from "./contact.repository";

/** The contact and book-a-demo messages as the operator console reads them; the table stays contact's. */
export const inboxRecords = {
  list(
    executor: Executor,
    query: { topic?: string; beforeId?: number; limit: number },
  ): Promise<InboundMessageRow[]> {
    return contactRepository.list(executor, query);
  },
};
