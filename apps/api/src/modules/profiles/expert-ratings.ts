import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertReviews } from "../../db/schema";

/**
 * Reviews summed up per expert, to left-join wherever experts are listed with their stars, so the
 * listing itself needs no grouping.
 */
export function expertRatings(db: Executor) {
  return db
    .select({
      expertUserId: expertReviews.expertUserId,
      averageRating: sql<string | null>`avg(${expertReviews.rating})`.as("average_rating"),
      reviewsCount: sql<number>`count(*)::int`.as("reviews_count"),
    })
    .from(expertReviews)
    .groupBy(expertReviews.expertUserId)
    .as("ratings");
}

/** Average stars to one decimal, from the text PostgreSQL's avg() returns. */
export function starsOf(averageRating: string | null): number | null {
  return averageRating === null ? null : Math.round(Number(averageRating) * 10) / 10;
}
