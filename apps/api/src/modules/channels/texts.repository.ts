import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { phoneNumbers, textMessages, textOptOuts } from "../../db/schema";

export type PhoneRow = typeof phoneNumbers.$inferSelect;

/** Numbers for texts, the numbers that said STOP, and the texts waiting to go out. */
export const textsRepository = {
  async phoneOf(db: Executor, userId: number): Promise<PhoneRow | null> {
    const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
    return row ?? null;
  },

  /** The account a number was given by, the one verified first when several gave it; null when none. */
  async holderOf(db: Executor, phone: string): Promise<number | null> {
    const rows = await db
      .select({ userId: phoneNumbers.userId })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.phone, phone))
      .orderBy(asc(phoneNumbers.verifiedAt), asc(phoneNumbers.userId))
      .limit(1);
    return rows[0]?.userId ?? null;
  },

  async savePhone(db: Executor, row: PhoneRow): Promise<void> {
    const { userId, ...rest } = row;
    await db.insert(phoneNumbers).values(row).onConflictDoUpdate({ target: phoneNumbers.userId, set: rest });
  },

  async updatePhone(db: Executor, userId: number, change: Partial<Omit<PhoneRow, "userId">>): Promise<void> {
    await db.update(phoneNumbers).set(change).where(eq(phoneNumbers.userId, userId));
  },

  async removePhone(db: Executor, userId: number): Promise<void> {
    await db.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  },

  async isStopped(db: Executor, phone: string): Promise<boolean> {
    return (await db.select().from(textOptOuts).where(eq(textOptOuts.phone, phone))).length > 0;
  },

  async stop(db: Executor, phone: string, at: Date): Promise<void> {
    await db.insert(textOptOuts).values({ phone, stoppedAt: at }).onConflictDoNothing();
  },

  async start(db: Executor, phone: string): Promise<void> {
    await db.delete(textOptOuts).where(eq(textOptOuts.phone, phone));
  },

  async queue(db: Executor, rows: (typeof textMessages.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(textMessages).values(rows);
  },

  /** Claims the texts due at `now` (marking them sent, so no other pass takes them). */
  async claimDue(db: Executor, now: Date) {
    const due = db
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(
        and(
          isNull(textMessages.sentAt),
          isNull(textMessages.droppedReason),
          lte(textMessages.sendAfter, now),
        ),
      )
      .limit(50);
    return db
      .update(textMessages)
      .set({ sentAt: now })
      .where(and(inArray(textMessages.id, due), isNull(textMessages.sentAt)))
      .returning({ id: textMessages.id, phone: textMessages.phone, body: textMessages.body });
  },

  async drop(db: Executor, id: number, reason: string): Promise<void> {
    await db.update(textMessages).set({ sentAt: null, droppedReason: reason }).where(eq(textMessages.id, id));
  },

  async retryAt(db: Executor, id: number, at: Date): Promise<void> {
    await db.update(textMessages).set({ sentAt: null, sendAfter: at }).where(eq(textMessages.id, id));
  },

  /** Drops the person's texts not sent yet (their account closed): nothing more goes to their number. */
  async dropUnsentOf(db: Executor, userId: number, reason: string): Promise<void> {
    await db
      .update(textMessages)
      .set({ droppedReason: reason })
      .where(
        and(eq(textMessages.userId, userId), isNull(textMessages.sentAt), isNull(textMessages.droppedReason)),
      );
  },

  async unsentOf(db: Executor, userId: number) {
    return db
      .select()
      .from(textMessages)
      .where(
        and(eq(textMessages.userId, userId), isNull(textMessages.sentAt), isNull(textMessages.droppedReason)),
      );
  },
};
