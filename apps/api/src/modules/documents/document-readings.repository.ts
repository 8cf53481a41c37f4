import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { documentReadings, documentReadingValues } from "../../db/schema";

export type DocumentReadingRow = typeof documentReadings.$inferSelect;
export type ReadValueRow = typeof documentReadingValues.$inferSelect;
export type NewReadValue = Omit<typeof documentReadingValues.$inferInsert, "id">;
export type ReadingChange = Partial<
  Pick<
    DocumentReadingRow,
    | "status"
    | "reason"
    | "kind"
    | "kindConfidence"
    | "correctedKind"
    | "correctedByUserId"
    | "correctedAt"
    | "readAt"
    | "attempts"
  >
>;

/** The readings of stored documents and the values they suggest. */
export const documentReadingsRepository = {
  /** A pending reading for a newly stored file; storing the same file again keeps the one there. */
  async insertPending(
    db: Executor,
    values: { fileId: number; quoteId: number; forSpouse: boolean; queuedAt: Date },
  ): Promise<void> {
    await db
      .insert(documentReadings)
      .values({ ...values, status: "pending" })
      .onConflictDoNothing();
  },

  async ofJob(db: Executor, quoteId: number): Promise<DocumentReadingRow[]> {
    return db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.quoteId, quoteId))
      .orderBy(asc(documentReadings.fileId));
  },

  /** The reading, locked until the transaction ends. */
  async lock(db: Executor, fileId: number): Promise<DocumentReadingRow | null> {
    const [row] = await db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.fileId, fileId))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  async update(db: Executor, fileId: number, change: ReadingChange): Promise<DocumentReadingRow> {
    const [row] = await db
      .update(documentReadings)
      .set(change)
      .where(eq(documentReadings.fileId, fileId))
      .returning();
    if (!row) throw new Error("the document reading was not updated");
    return row;
  },

  async valuesOf(db: Executor, fileIds: readonly number[]): Promise<ReadValueRow[]> {
    if (fileIds.length === 0) return [];
    return db
      .select()
      .from(documentReadingValues)
      .where(inArray(documentReadingValues.fileId, [...fileIds]))
      .orderBy(asc(documentReadingValues.id));
  },

  /** A new reading's values replace the suggestions still undecided; decided ones stay as they are. */
  async replaceSuggestions(db: Executor, fileId: number, values: readonly NewReadValue[]): Promise<void> {
    await db
      .delete(documentReadingValues)
      .where(and(eq(documentReadingValues.fileId, fileId), eq(documentReadingValues.state, "suggested")));
    if (values.length > 0) await db.insert(documentReadingValues).values([...values]);
  },

  /** The value, locked until the transaction ends. */
  async lockValue(db: Executor, id: number): Promise<ReadValueRow | null> {
    const [row] = await db
      .select()
      .from(documentReadingValues)
      .where(eq(documentReadingValues.id, id))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  async decide(
    db: Executor,
    id: number,
    change: Pick<ReadValueRow, "state" | "decidedByUserId" | "decidedAt"> &
      Partial<Pick<ReadValueRow, "value" | "valueSealed" | "valueKeyId">>,
  ): Promise<void> {
    await db.update(documentReadingValues).set(change).where(eq(documentReadingValues.id, id));
  },
};
