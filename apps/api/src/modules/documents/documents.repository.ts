import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { requestedDocuments } from "../../db/schema";

export type RequestedDocumentRow = typeof requestedDocuments.$inferSelect;
export type NewRequestedDocument = Omit<typeof requestedDocuments.$inferInsert, "id">;
export type RequestedDocumentChange = Partial<
  Pick<RequestedDocumentRow, "statusId" | "fileId" | "reviewNote" | "providedAt" | "reviewedAt">
>;

/** The documents professionals requested of their jobs' taxpayers. */
export const documentsRepository = {
  async insert(db: Executor, values: NewRequestedDocument): Promise<RequestedDocumentRow> {
    const [row] = await db.insert(requestedDocuments).values(values).returning();
    if (!row) throw new Error("the requested document was not saved");
    return row;
  },

  async listForJob(db: Executor, quoteId: number): Promise<RequestedDocumentRow[]> {
    return db
      .select()
      .from(requestedDocuments)
      .where(eq(requestedDocuments.quoteId, quoteId))
      .orderBy(asc(requestedDocuments.requestedAt), asc(requestedDocuments.id));
  },

  /** The request, locked until the transaction ends, so two uploads or reviews of it go one at a time. */
  async lock(db: Executor, id: number): Promise<RequestedDocumentRow | null> {
    const [row] = await db
      .select()
      .from(requestedDocuments)
      .where(eq(requestedDocuments.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  /** The job a requested document's file was given for, or null for a file of no request. */
  async jobOfFile(db: Executor, fileId: number): Promise<number | null> {
    const [row] = await db
      .select({ quoteId: requestedDocuments.quoteId })
      .from(requestedDocuments)
      .where(eq(requestedDocuments.fileId, fileId))
      .limit(1);
    return row?.quoteId ?? null;
  },

  async update(db: Executor, id: number, change: RequestedDocumentChange): Promise<RequestedDocumentRow> {
    const [row] = await db
      .update(requestedDocuments)
      .set(change)
      .where(eq(requestedDocuments.id, id))
      .returning();
    if (!row) throw new Error("the requested document was not updated");
    return row;
  },
};
