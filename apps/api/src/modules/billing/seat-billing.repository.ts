import { arrayContains, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { practiceSeatBilling } from "../../db/schema";

export type SeatBillingRow = typeof practiceSeatBilling.$inferSelect;

/** A practice's seat count to be charged and what the provider last confirmed of it. */
export const seatBillingRepository = {
  async find(db: Executor, practiceId: number): Promise<SeatBillingRow | undefined> {
    const [row] = await db
      .select()
      .from(practiceSeatBilling)
      .where(eq(practiceSeatBilling.practiceId, practiceId));
    return row;
  },

  async lock(db: Executor, practiceId: number): Promise<SeatBillingRow | undefined> {
    const [row] = await db
      .select()
      .from(practiceSeatBilling)
      .where(eq(practiceSeatBilling.practiceId, practiceId))
      .for("update");
    return row;
  },

  /** The practices whose owners, as last recorded, include the person: their plan may pay for the seats. */
  async ownedBy(db: Executor, userId: number): Promise<SeatBillingRow[]> {
    return db
      .select()
      .from(practiceSeatBilling)
      .where(arrayContains(practiceSeatBilling.ownerIds, [userId]));
  },

  /** The practice's members as they are now, one version after the last: the row is created at the first. */
  async recordChange(
    db: Executor,
    change: { practiceId: number; ownerIds: number[]; members: number },
    now: Date,
  ): Promise<number> {
    const [row] = await db
      .insert(practiceSeatBilling)
      .values({ ...change, version: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: practiceSeatBilling.practiceId,
        set: {
          ownerIds: change.ownerIds,
          members: change.members,
          version: sql`${practiceSeatBilling.version} + 1`,
          updatedAt: now,
        },
      })
      .returning({ version: practiceSeatBilling.version });
    if (!row) throw new Error("a practice's seat change was not recorded");
    return row.version;
  },

  async markSynced(
    db: Executor,
    practiceId: number,
    synced: { version: number; quantity: number; subscriptionId: string | null },
    now: Date,
  ): Promise<void> {
    await db
      .update(practiceSeatBilling)
      .set({
        syncedVersion: synced.version,
        syncedQuantity: synced.quantity,
        subscriptionId: synced.subscriptionId,
        failure: null,
        failedAt: null,
        updatedAt: now,
      })
      .where(eq(practiceSeatBilling.practiceId, practiceId));
  },

  async markFailed(db: Executor, practiceId: number, failure: string, now: Date): Promise<void> {
    await db
      .update(practiceSeatBilling)
      .set({ failure, failedAt: now })
      .where(eq(practiceSeatBilling.practiceId, practiceId));
  },
};
