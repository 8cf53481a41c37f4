import { notificationLink } from "@taxlane/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { notifications } from "../../db/schema";

const linkOrNull = (link: string | null | undefined) => (link ? notificationLink(link) : null);

// The bell's list, opened on every page: prepared once, newest first.
const latestOfUser = preparedPerDatabase((db: Executor) =>
  db
    .select({
      id: notifications.id,
      isRead: notifications.isRead,
      title: notifications.title,
      description: notifications.description,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare("latest_notifications_of_user"),
);

// Most writes tell one person: their notice is one prepared insert.
const insertOne = preparedPerDatabase((db: Executor) =>
  db
    .insert(notifications)
    .values({
      userId: sql.placeholder("userId"),
      title: sql.placeholder("title"),
      description: sql.placeholder("description"),
      link: sql.placeholder("link"),
      isRead: sql.placeholder("isRead"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare("notification_insert_one"),
);

export type NewNotification = Omit<typeof notifications.$inferInsert, "id">;

export const notificationsRepository = {
  async insert(db: Executor, rows: NewNotification[]): Promise<void> {
    const [only, ...others] = rows;
    if (only === undefined) return;
    if (others.length === 0) {
      const { userId, title, description, link, isRead = false, createdAt } = only;
      await insertOne(db).execute({ userId, title, description, link: linkOrNull(link), isRead, createdAt });
      return;
    }
    await db.insert(notifications).values(rows.map((row) => ({ ...row, link: linkOrNull(row.link) })));
  },

  async latest(db: Executor, userId: number, limit: number) {
    const rows = await latestOfUser(db).execute({ userId, limit });
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
