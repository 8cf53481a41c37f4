import { DocumentStatusId } from "@taxlane/contract";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { organizerFileReviews, requestedDocuments } from "../../db/schema";

export type RequestedDocumentRow = typeof requestedDocuments.$inferSelect;
export type NewRequestedDocument = Omit<typeof requestedDocuments.$inferInsert, "id">;
export type OrganizerFileReviewRow = typeof organizerFileReviews.$inferSelect;
export type RequestedDocumentChange = Partial<
  Pick<RequestedDocumentRow, "statusId" | "fileId" | "reviewNote" | "providedAt" | "reviewedAt">
>;

/** A document waiting on the taxpayer: a professional's request not given yet, or one to give again. */
export const outstanding = or(
  and(eq(requestedDocuments.statusId, DocumentStatusId.requested), isNull(requestedDocuments.kind)),
  eq(requestedDocuments.statusId, DocumentStatusId.needsReplacement),
);

/** The documents professionals requested of their jobs' taxpayers, and their reviews of organizer files. */
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

  /**
   * How many documents the professional asked for the job still waits on (not given, or to give
   * again), and when the latest of their requests was given.
   */
  async askedForOfJob(
    db: Executor,
    quoteId: number,
  ): Promise<{ outstanding: number; latestProvidedAt: Date | null }> {
    const [row] = await db
      .select({
        outstanding: sql<number>`count(*) filter (where ${outstanding})`.mapWith(Number),
        latestProvidedAt:
          sql<Date | null>`max(${requestedDocuments.providedAt}) filter (where ${isNull(requestedDocuments.kind)})`.mapWith(
            requestedDocuments.providedAt,
          ),
      })
      .from(requestedDocuments)
      .where(eq(requestedDocuments.quoteId, quoteId));
    return { outstanding: row?.outstanding ?? 0, latestProvidedAt: row?.latestProvidedAt ?? null };
  },

  async reviewsOfJob(db: Executor, quoteId: number): Promise<OrganizerFileReviewRow[]> {
    return db.select().from(organizerFileReviews).where(eq(organizerFileReviews.quoteId, quoteId));
  },

  /** Records the latest review of an organizer file, replacing an earlier one. */
  async saveReview(db: Executor, review: OrganizerFileReviewRow): Promise<void> {
    await db
      .insert(organizerFileReviews)
      .values(review)
      .onConflictDoUpdate({
        target: organizerFileReviews.fileId,
        set: {
          statusId: review.statusId,
          reviewNote: review.reviewNote,
          reviewedByUserId: review.reviewedByUserId,
          reviewedAt: review.reviewedAt,
        },
      });
  },
};
