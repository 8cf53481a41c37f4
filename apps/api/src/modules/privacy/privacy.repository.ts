import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockRecord } from "../../db/record-lock";
import { dataExports, retainedRecords } from "../../db/schema";

export type RetainedRecordRow = typeof retainedRecords.$inferSelect;

/** The privacy module's tables: the exports each person made, and what closed accounts left to keep. */
export const privacyRepository = {
  /** Waits for any other export of the same person to finish its count (within the transaction). */
  async lockPerson(db: Executor, userId: number): Promise<void> {
    await lockRecord(db, "data-export", userId);
  },

  /** The person's exports made after `since`, oldest first. */
  async exportsSince(db: Executor, userId: number, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ exportedAt: dataExports.exportedAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.exportedAt, since)))
      .orderBy(asc(dataExports.exportedAt));
    return rows.map((row) => row.exportedAt);
  },

  async addExport(db: Executor, userId: number, at: Date): Promise<void> {
    await db.insert(dataExports).values({ userId, exportedAt: at });
  },

  /** Keeps what a closing left; a subject already kept keeps its first date. */
  async retain(db: Executor, rows: (typeof retainedRecords.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(retainedRecords).values(rows).onConflictDoNothing({ target: retainedRecords.subject });
  },

  /** What is due for disposal at `now`: jobs before accounts, oldest first. */
  due(db: Executor, now: Date, limit: number): Promise<RetainedRecordRow[]> {
    return db
      .select()
      .from(retainedRecords)
      .where(and(isNull(retainedRecords.disposedAt), lte(retainedRecords.retainUntil, now)))
      .orderBy(sql`${retainedRecords.subject} like 'account:%'`, asc(retainedRecords.retainUntil))
      .limit(limit);
  },

  /** Locks one due record, so that two passes never dispose of the same thing; null once done. */
  async lockDue(db: Executor, id: number): Promise<RetainedRecordRow | null> {
    const [row] = await db
      .select()
      .from(retainedRecords)
      .where(and(eq(retainedRecords.id, id), isNull(retainedRecords.disposedAt)))
      .for("update", { skipLocked: true });
    return row ?? null;
  },

  async markDisposed(db: Executor, id: number, at: Date): Promise<void> {
    await db.update(retainedRecords).set({ disposedAt: at }).where(eq(retainedRecords.id, id));
  },

  listOf(db: Executor, closedUserId: number): Promise<RetainedRecordRow[]> {
    return db
      .select()
      .from(retainedRecords)
      .where(eq(retainedRecords.closedUserId, closedUserId))
      .orderBy(asc(retainedRecords.id));
  },
};
