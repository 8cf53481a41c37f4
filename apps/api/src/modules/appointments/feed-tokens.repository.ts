import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { calendarFeedTokens } from "../../db/schema";

export type FeedTokenRow = typeof calendarFeedTokens.$inferSelect;

export const feedTokensRepository = {
  async findByUser(db: Executor, userId: number): Promise<FeedTokenRow | null> {
    const [row] = await db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, userId))
      .limit(1);
    return row ?? null;
  },

  async findByHash(db: Executor, tokenHash: string): Promise<FeedTokenRow | null> {
    const [row] = await db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  },

  /** Makes the person's token, unless one exists (a concurrent first ask keeps the first). */
  async insertIfMissing(db: Executor, row: FeedTokenRow): Promise<void> {
    await db
      .insert(calendarFeedTokens)
      .values(row)
      .onConflictDoNothing({ target: calendarFeedTokens.userId });
  },

  /** Replaces the person's token: the old address stops working. */
  async replace(db: Executor, row: FeedTokenRow): Promise<void> {
    const { userId, ...change } = row;
    await db
      .insert(calendarFeedTokens)
      .values(row)
      .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: change });
  },
};
