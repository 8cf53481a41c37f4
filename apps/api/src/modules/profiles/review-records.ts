import type { Executor } from "../../db/client";
import { starsOf } from "./expert-ratings";
import { type NewExpertReview, ratingSubquery, reviewsRepository } from "./reviews.repository";

export type { NewExpertReview };
/** An average rating (`ratingSubquery`'s) as the stars lists show. */
export { starsOf };

/**
 * Reviews as other modules read them: quotes and introductions show the expert's stars, a job's
 * work history shows the taxpayer's review. The table stays the profiles module's.
 */
export const reviewRecords = {
  /**
   * An expert's average and number of reviews for another module's list statement, joined
   * laterally on its rows' expert column; `starsOf` turns the average into stars.
   */
  ratingSubquery,

  /** The review each of these authors gave the expert, by author. */
  async byAuthors(executor: Executor, expertUserId: number, authorUserIds: Iterable<number>) {
    const rows = await reviewsRepository.byAuthors(executor, expertUserId, [...new Set(authorUserIds)]);
    return new Map(rows.flatMap((row) => (row.authorUserId === null ? [] : [[row.authorUserId, row]])));
  },

  /** Adds reviews as they are (the demo's directory comes with its reviews). */
  addMany: (executor: Executor, reviews: NewExpertReview[]): Promise<void> =>
    reviewsRepository.insertMany(executor, reviews),

  /** Ties a demo review to the demo account that wrote it, by the name it shows. */
  attributeSeeded: (executor: Executor, expertUserId: number, authorName: string, authorUserId: number) =>
    reviewsRepository.attributeSeeded(executor, expertUserId, authorName, authorUserId),
};
