import type { AccountantFeedback } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { AccountService } from "../identity";
import { jobQueries } from "../tax-preparation/jobs.queries";
import { publicName } from "./public-name";
import { reviewsRepository } from "./reviews.repository";

const notHired = () => fieldError("accountantId", t("profiles.reviewHiredOnly"), "FORBIDDEN");

/** Taxpayers' stars and comments on the experts they hired: once per expert. */
export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService(deps: { db: Database; clock: Clock; account: AccountService }) {
  const { db, clock, account } = deps;
  return {
    async hasFeedback(caller: Principal, accountantId: number): Promise<boolean> {
      return reviewsRepository.hasReviewed(db, caller.userId, accountantId);
    },

    async send(caller: Principal, feedback: AccountantFeedback): Promise<void> {
      if (!(await jobQueries.hasHired(db, caller.userId, feedback.accountantId))) throw notHired();
      const author = await account.findUser(caller.userId);
      const added = await reviewsRepository.insert(db, {
        expertUserId: feedback.accountantId,
        authorUserId: caller.userId,
        authorName: publicName(author.firstName, author.lastName),
        rating: feedback.rate,
        comment: feedback.comment,
        isIndividual: feedback.isIndividual,
        createdAt: clock.now(),
      });
      if (!added) throw conflict(t("profiles.alreadyReviewed"));
    },
  };
}
