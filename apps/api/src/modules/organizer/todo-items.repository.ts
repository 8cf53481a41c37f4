import { and, count, eq, gt, isNull, max, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { organizerAnswers, organizerReviewViews } from "../../db/schema";
import { jobRecordsService } from "../tax-preparation";

/** What of the organizer waits on a professional: one statement over their live jobs. */
export const organizerToDoRepository = {
  /**
   * Per job of the professional, the answers saved since their last look at its review (every answer
   * when they never looked), as the review marks them changed.
   */
  changedSinceLastLook(db: Executor, expertUserId: number) {
    return db
      .select({
        quoteId: organizerAnswers.quoteId,
        changed: count(organizerAnswers.id),
        latestAt: max(organizerAnswers.updatedAt),
        lastViewedAt: organizerReviewViews.lastViewedAt,
      })
      .from(organizerAnswers)
      .leftJoin(
        organizerReviewViews,
        and(
          eq(organizerReviewViews.quoteId, organizerAnswers.quoteId),
          eq(organizerReviewViews.viewerUserId, expertUserId),
        ),
      )
      .where(
        and(
          jobRecordsService.isLiveJobOf(organizerAnswers.quoteId, "expert", expertUserId),
          or(
            isNull(organizerReviewViews.lastViewedAt),
            gt(organizerAnswers.updatedAt, organizerReviewViews.lastViewedAt),
          ),
        ),
      )
      .groupBy(organizerAnswers.quoteId, organizerReviewViews.lastViewedAt);
  },
};
