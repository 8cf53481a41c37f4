import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { estimatedTaxPaid, reminderCadences, reminderSends, reminders } from "../../db/schema";

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminder = Omit<
  typeof reminders.$inferInsert,
  "id" | "sentCount" | "stoppedAt" | "stopReason"
>;

/** Why a reminder stopped when its job or request went to another member (`ReminderSource.stillFor`). */
export const REASSIGNED = "reassigned";

/** The reminders, their sends and the jobs' cadences: the reminders module's tables. */
export const remindersRepository = {
  /** Adds the reminders not already there (one per kind, subject and recipient). */
  async insertMissing(db: Executor, rows: NewReminder[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(reminders).values(rows).onConflictDoNothing();
  },

  /**
   * Those of these reminders stopped because their job or request went to another member go on
   * again: it came back to their recipient. Found by the unique key; the others are not touched.
   */
  async reviveReassigned(db: Executor, rows: NewReminder[]): Promise<void> {
    if (rows.length === 0) return;
    const keys = rows.map((row) => sql`(${row.kind}, ${row.subjectId}, ${row.recipientUserId}::int)`);
    await db
      .update(reminders)
      .set({ stoppedAt: null, stopReason: null })
      .where(
        and(
          eq(reminders.stopReason, REASSIGNED),
          sql`(${reminders.kind}, ${reminders.subjectId}, ${reminders.recipientUserId}) in (${sql.join(keys, sql`, `)})`,
        ),
      );
  },

  async due(db: Executor, now: Date, limit: number): Promise<ReminderRow[]> {
    return db
      .select()
      .from(reminders)
      .where(and(isNull(reminders.stoppedAt), lte(reminders.nextDueAt, now)))
      .orderBy(asc(reminders.nextDueAt))
      .limit(limit);
  },

  /** The reminder, locked for the send: a second process waits here, then sees what the first did. */
  async lock(db: Executor, id: number): Promise<ReminderRow | null> {
    const [row] = await db.select().from(reminders).where(eq(reminders.id, id)).for("update").limit(1);
    return row ?? null;
  },

  async find(db: Executor, id: number): Promise<ReminderRow | null> {
    const [row] = await db.select().from(reminders).where(eq(reminders.id, id)).limit(1);
    return row ?? null;
  },

  /** Claims occurrence `occurrence` of the reminder; false when it was already sent. */
  async claimSend(
    db: Executor,
    reminderId: number,
    occurrence: number,
    sentAt: Date,
    trigger: "schedule" | "now",
  ): Promise<boolean> {
    const rows = await db
      .insert(reminderSends)
      .values({ reminderId, occurrence, sentAt, trigger })
      .onConflictDoNothing()
      .returning({ occurrence: reminderSends.occurrence });
    return rows.length > 0;
  },

  async update(
    db: Executor,
    id: number,
    set: Partial<
      Pick<ReminderRow, "sentCount" | "nextDueAt" | "stoppedAt" | "stopReason" | "everyDays" | "maxCount">
    >,
  ): Promise<void> {
    await db.update(reminders).set(set).where(eq(reminders.id, id));
  },

  async ofJob(db: Executor, quoteId: number): Promise<ReminderRow[]> {
    return db.select().from(reminders).where(eq(reminders.quoteId, quoteId)).orderBy(asc(reminders.id));
  },

  async sendsOf(db: Executor, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(reminderSends)
      .where(inArray(reminderSends.reminderId, [...ids]))
      .orderBy(asc(reminderSends.occurrence));
  },

  async cadence(db: Executor, quoteId: number): Promise<{ everyDays: number; maxCount: number } | null> {
    const [row] = await db
      .select({ everyDays: reminderCadences.everyDays, maxCount: reminderCadences.maxCount })
      .from(reminderCadences)
      .where(eq(reminderCadences.quoteId, quoteId))
      .limit(1);
    return row ?? null;
  },

  async setCadence(db: Executor, quoteId: number, everyDays: number, maxCount: number, at: Date) {
    await db
      .insert(reminderCadences)
      .values({ quoteId, everyDays, maxCount, updatedAt: at })
      .onConflictDoUpdate({ target: reminderCadences.quoteId, set: { everyDays, maxCount, updatedAt: at } });
  },

  /** The job's open organizer and document reminders take a new cadence (their next one moves with it). */
  async applyCadence(
    db: Executor,
    quoteId: number,
    kinds: readonly string[],
    cadence: { everyDays: number; maxCount: number },
    at: Date,
  ) {
    const { everyDays, maxCount } = cadence;
    await db
      .update(reminders)
      .set({ everyDays, maxCount })
      .where(
        and(eq(reminders.quoteId, quoteId), inArray(reminders.kind, [...kinds]), isNull(reminders.stoppedAt)),
      );
    await db
      .update(reminders)
      .set({ stoppedAt: at, stopReason: "done" })
      .where(
        and(
          eq(reminders.quoteId, quoteId),
          inArray(reminders.kind, [...kinds]),
          isNull(reminders.stoppedAt),
          sql`${reminders.sentCount} >= ${reminders.maxCount}`,
        ),
      );
  },

  /** The due days among `days` the taxpayer marked paid. */
  async paidDays(db: Executor, userId: number, days: readonly string[]): Promise<Set<string>> {
    if (days.length === 0) return new Set();
    const rows = await db
      .select({ dueDay: estimatedTaxPaid.dueDay })
      .from(estimatedTaxPaid)
      .where(and(eq(estimatedTaxPaid.userId, userId), inArray(estimatedTaxPaid.dueDay, [...days])));
    return new Set(rows.map((row) => row.dueDay));
  },

  async setPaid(db: Executor, userId: number, dueDay: string, paid: boolean, at: Date): Promise<void> {
    if (paid) {
      await db.insert(estimatedTaxPaid).values({ userId, dueDay, paidAt: at }).onConflictDoNothing();
      return;
    }
    await db
      .delete(estimatedTaxPaid)
      .where(and(eq(estimatedTaxPaid.userId, userId), eq(estimatedTaxPaid.dueDay, dueDay)));
  },
};
