import { and, count, countDistinct, eq, gt, isNull, max, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { organizerAnswerFiles, organizerAnswers, organizerReviewViews, storedFiles } from "../../db/schema";
import { organizerFileNotReviewed } from "../documents/organizer-file-reviews.queries";
import { jobRecords } from "../tax-preparation";
import { stillPending } from "./organizer-reminders.repository";

/** What of the organizer waits on a person: one statement over their live jobs. */
export const organizerToDoRepository = {
  /**
   * Per job of the taxpayer, the sections holding answers they left for later and have not settled
   * (the reminders' own "still pending"), and when the latest was marked.
   */
  sectionsLeftForLater(db: Executor, taxpayerUserId: number) {
    return db
      .select({
        quoteId: organizerAnswers.quoteId,
        sections: countDistinct(organizerAnswers.categoryId),
        latestAt: max(organizerAnswers.updatedAt),
      })
      .from(organizerAnswers)
      .where(and(jobRecords.isLiveJobOf(organizerAnswers.quoteId, "taxpayer", taxpayerUserId), stillPending))
      .groupBy(organizerAnswers.quoteId);
  },

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
          jobRecords.isLiveJobOf(organizerAnswers.quoteId, "expert", expertUserId),
          or(
            isNull(organizerReviewViews.lastViewedAt),
            gt(organizerAnswers.updatedAt, organizerReviewViews.lastViewedAt),
          ),
        ),
      )
      .groupBy(organizerAnswers.quoteId, organizerReviewViews.lastViewedAt);
  },

  /**
   * Per job of the professional, the files the taxpayer gave in organizer answers that they have not
   * reviewed yet (documents' review of an organizer file), and when the latest came.
   */
  filesToReview(db: Executor, expertUserId: number) {
    return db
      .select({
        quoteId: organizerAnswers.quoteId,
        files: count(organizerAnswerFiles.fileId),
        latestAt: max(storedFiles.createdAt),
      })
      .from(organizerAnswerFiles)
      .innerJoin(organizerAnswers, eq(organizerAnswers.id, organizerAnswerFiles.answerId))
      .innerJoin(storedFiles, eq(storedFiles.id, organizerAnswerFiles.fileId))
      .where(
        and(
          jobRecords.isLiveJobOf(organizerAnswers.quoteId, "expert", expertUserId),
          organizerFileNotReviewed(organizerAnswerFiles.fileId),
        ),
      )
      .groupBy(organizerAnswers.quoteId);
  },
};
