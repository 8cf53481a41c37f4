import { DocumentStatusId } from "@taxlane/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { requestedDocuments } from "../../db/schema";

export interface OpenDocumentRequest {
  id: number;
  quoteId: number;
  title: string;
  requestedAt: Date;
}

const open = [DocumentStatusId.requested, DocumentStatusId.needsReplacement];
const columns = {
  id: requestedDocuments.id,
  quoteId: requestedDocuments.quoteId,
  title: requestedDocuments.title,
  requestedAt: requestedDocuments.requestedAt,
};

/** Requested documents the taxpayer has not yet given (or must give again), for the reminders. */
export const documentRemindersRepository = {
  async openRequests(db: Executor): Promise<OpenDocumentRequest[]> {
    return db.select(columns).from(requestedDocuments).where(inArray(requestedDocuments.statusId, open));
  },
  async openRequest(db: Executor, id: number): Promise<OpenDocumentRequest | null> {
    const [row] = await db
      .select(columns)
      .from(requestedDocuments)
      .where(and(eq(requestedDocuments.id, id), inArray(requestedDocuments.statusId, open)))
      .limit(1);
    return row ?? null;
  },
};
