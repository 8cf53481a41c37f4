import { type AnyColumn, and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { correlates, qualified } from "../../db/qualified";
import { expertReviews } from "../../db/schema";

export type NewExpertReview = Omit<typeof expertReviews.$inferInsert, "id">;

export interface TestimonialRow {
  id: number;
  expertUserId: number;
  rating: number;
  comment: string;
  authorName: string;
  createdAt: Date;
}

const averageRating = sql<string | null>`avg(${expertReviews.rating})`;
const reviewsCount = sql<number>`count(${expertReviews.id})::int`;

/**
 * The rating of the expert `expertUserId` names, as a lateral subquery (named `alias`) of another
 * module's statement: one row whatever the reviews (no reviews: a null average and a count of 0).
 */
export function ratingSubquery(db: Executor, expertUserId: AnyColumn, alias: string) {
  return db
    .select({
      averageRating: sql<string | null>`avg(${qualified(expertReviews.rating)})`.as("average_rating"),
      reviewsCount: sql<number>`count(*)::int`.as("reviews_count"),
    })
    .from(expertReviews)
    .where(correlates(expertReviews.expertUserId, expertUserId))
    .as(alias);
}

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
  async insert(db: Executor, review: NewExpertReview): Promise<boolean> {
    const rows = await db
      .insert(expertReviews)
      .values(review)
      .onConflictDoNothing()
      .returning({ id: expertReviews.id });
    return rows.length > 0;
  },

  async insertMany(db: Executor, reviews: NewExpertReview[]): Promise<void> {
    if (reviews.length > 0) await db.insert(expertReviews).values(reviews);
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

  async ratingSummary(
    db: Executor,
    userId: number,
  ): Promise<{ averageRating: number | null; reviewsCount: number }> {
    const [row] = await db
      .select({ averageRating, reviewsCount })
      .from(expertReviews)
      .where(eq(expertReviews.expertUserId, userId));
    return {
      averageRating: row?.averageRating == null ? null : Number(row.averageRating),
      reviewsCount: row?.reviewsCount ?? 0,
    };
  },

  /** The reviews these authors gave the expert. */
  async byAuthors(db: Executor, expertUserId: number, authorUserIds: readonly number[]) {
    if (authorUserIds.length === 0) return [];
    return db
      .select({
        authorUserId: expertReviews.authorUserId,
        rating: expertReviews.rating,
        comment: expertReviews.comment,
      })
      .from(expertReviews)
      .where(
        and(
          eq(expertReviews.expertUserId, expertUserId),
          inArray(expertReviews.authorUserId, [...authorUserIds]),
        ),
      );
  },

  async latestReviews(db: Executor, userId: number, count: number) {
    return db
      .select({
        id: expertReviews.id,
        rating: expertReviews.rating,
        comment: expertReviews.comment,
        authorName: expertReviews.authorName,
        createdAt: expertReviews.createdAt,
      })
      .from(expertReviews)
      .where(eq(expertReviews.expertUserId, userId))
      .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id))
      .limit(count);
  },

  /** The best recent reviews with something to say. */
  async listTestimonials(
    db: Executor,
    options: { count: number; minRating: number },
  ): Promise<TestimonialRow[]> {
    return db
      .select({
        id: expertReviews.id,
        expertUserId: expertReviews.expertUserId,
        rating: expertReviews.rating,
        comment: expertReviews.comment,
        authorName: expertReviews.authorName,
        createdAt: expertReviews.createdAt,
      })
      .from(expertReviews)
      .where(and(gte(expertReviews.rating, options.minRating), sql`length(${expertReviews.comment}) >= 40`))
      .orderBy(desc(expertReviews.rating), desc(expertReviews.createdAt), desc(expertReviews.id))
      .limit(options.count);
  },
};
