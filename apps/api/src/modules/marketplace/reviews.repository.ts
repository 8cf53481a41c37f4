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

  /** Ties a demo review to the demo account that wrote it, by the name it shows. */
  async attributeSeeded(db: Executor, expertUserId: number, authorName: string, authorUserId: number) {
    await db
      .update(expertReviews)
      .set({ authorUserId })
      .where(
        and(
          eq(expertReviews.expertUserId, expertUserId),
          eq(expertReviews.authorName, authorName),
          eq(expertReviews.seeded, true),
        ),
      );
  },
};
