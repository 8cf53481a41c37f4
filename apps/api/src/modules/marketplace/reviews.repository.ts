import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertReviews } from "../../db/schema";

export const reviewsRepository = {
  async hasReviewed(db: Executor, authorUserId: number, expertUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: expertReviews.id })
      .from(expertReviews)
      .where(and(eq(expertReviews.authorUserId, authorUserId), eq(expertReviews.expertUserId, expertUserId)))
      .limit(1);
    return row !== undefined;
  },

  /** Adds the review; false when the author had already reviewed this expert. */
  async insert(db: Executor, review: Omit<typeof expertReviews.$inferInsert, "id">): Promise<boolean> {
    const rows = await db
      .insert(expertReviews)
      .values(review)
      .onConflictDoNothing()
      .returning({ id: expertReviews.id });
    return rows.length > 0;
  },
};
