import { notificationLink } from "@taxlane/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notifications } from "../../db/schema";

const linkOrNull = (link: string | null | undefined) => (link ? notificationLink(link) : null);

export type NewNotification = Omit<typeof notifications.$inferInsert, "id">;

export const notificationsRepository = {
  async insert(db: Executor, rows: NewNotification[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(notifications).values(rows.map((row) => ({ ...row, link: linkOrNull(row.link) })));
  },

  async latest(db: Executor, userId: number, limit: number) {
    const rows = await db
      .select({
        id: notifications.id,
        isRead: notifications.isRead,
        title: notifications.title,
        description: notifications.description,
        link: notifications.link,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
    // Rows written before links lost their leading slash read the same as new ones.
    for (const row of rows) row.link = linkOrNull(row.link);
    return rows;
  },

  async markAllRead(db: Executor, userId: number): Promise<void> {
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  },

  async removeAllOf(db: Executor, userId: number): Promise<void> {
    await db.delete(notifications).where(eq(notifications.userId, userId));
  },
};
