import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notificationPreferences, unsubscribeTokenUses } from "../../db/schema";

/** People's channel per kind of notice, and the unsubscribe links already used. */
export const preferencesRepository = {
  async list(db: Executor, userId: number): Promise<{ kind: string; channel: string }[]> {
    return db
      .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  },

  async channels(db: Executor, userIds: readonly number[], kind: string): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(
        and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)),
      );
    return new Map(rows.map((row) => [row.userId, row.channel]));
  },

  async set(db: Executor, userId: number, kind: string, channel: string, at: Date): Promise<void> {
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, channel, updatedAt: at })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel, updatedAt: at },
      });
  },

  /** Records a link's use; false when it was used before (the primary key decides). */
  async useToken(db: Executor, tokenId: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(unsubscribeTokenUses)
      .values({ tokenId, usedAt: at })
      .onConflictDoNothing()
      .returning({ tokenId: unsubscribeTokenUses.tokenId });
    return rows.length > 0;
  },

  async removeAllOf(db: Executor, userId: number): Promise<void> {
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  },
};
