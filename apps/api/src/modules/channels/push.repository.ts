import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Devices' push subscriptions; an endpoint belongs to one person (the newest to subscribe with it). */
export const pushRepository = {
  async save(db: Executor, row: Omit<PushSubscriptionRow, "id" | "lastSuccessAt">): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: row.userId,
          p256dh: row.p256dh,
          auth: row.auth,
          label: row.label,
          createdAt: row.createdAt,
        },
      });
  },

  list(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
    return db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.id);
  },

  async countOf(db: Executor, userId: number): Promise<number> {
    return (await this.list(db, userId)).length;
  },

  /** Removes the caller's own subscription with this endpoint; another person's stays. */
  async removeOwn(db: Executor, userId: number, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  async remove(db: Executor, ids: number[]): Promise<void> {
    if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  },

  async succeeded(db: Executor, ids: number[], at: Date): Promise<void> {
    if (ids.length > 0) {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(inArray(pushSubscriptions.id, ids));
    }
  },
};
