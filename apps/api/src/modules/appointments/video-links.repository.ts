import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { videoMeetingLinks } from "../../db/schema";

/** Professionals' own video meeting links. */
export const videoLinksRepository = {
  async find(db: Executor, accountantUserId: number): Promise<string | null> {
    const [row] = await db
      .select({ url: videoMeetingLinks.url })
      .from(videoMeetingLinks)
      .where(eq(videoMeetingLinks.accountantUserId, accountantUserId))
      .limit(1);
    return row?.url ?? null;
  },

  /** The links of these professionals, by professional; those without one are absent. */
  async findMany(db: Executor, accountantUserIds: readonly number[]): Promise<Map<number, string>> {
    if (accountantUserIds.length === 0) return new Map();
    const rows = await db
      .select({ accountantUserId: videoMeetingLinks.accountantUserId, url: videoMeetingLinks.url })
      .from(videoMeetingLinks)
      .where(inArray(videoMeetingLinks.accountantUserId, [...new Set(accountantUserIds)]));
    return new Map(rows.map((row) => [row.accountantUserId, row.url]));
  },

  async save(db: Executor, row: typeof videoMeetingLinks.$inferInsert): Promise<void> {
    const { accountantUserId, ...change } = row;
    await db
      .insert(videoMeetingLinks)
      .values(row)
      .onConflictDoUpdate({ target: videoMeetingLinks.accountantUserId, set: change });
  },

  async remove(db: Executor, accountantUserId: number): Promise<void> {
    await db.delete(videoMeetingLinks).where(eq(videoMeetingLinks.accountantUserId, accountantUserId));
  },
};
