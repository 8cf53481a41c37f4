import { and, count, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertRatings } from "../../db/expert-ratings";
import { isOpenRequest } from "../../db/open-requests";
import {
  expertProfiles,
  quotes,
  requestMatches,
  taxPreparationJobs,
  taxRequests,
  users,
} from "../../db/schema";
import type { ExpertCandidate } from "./matching";

export type NewMatch = typeof requestMatches.$inferInsert;

/** A request as matching reads it. */
export interface RequestToMatch {
  id: number;
  kind: number;
  state: string | null;
  answers: Record<string, unknown>;
}

/** How far back an expert's quoting speed is measured. */
const RESPONSIVENESS_WINDOW_DAYS = 180;

export const matchingRepository = {
  /** Experts who offer the kind of work (or both kinds), with what matching weighs. */
  async candidates(db: Executor, kind: number, now: Date): Promise<ExpertCandidate[]> {
    const ratings = expertRatings(db);
    const profiles = await db
      .select({
        userId: expertProfiles.userId,
        taxPreparationTypeId: expertProfiles.taxPreparationTypeId,
        taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
        workingTypeIds: expertProfiles.workingTypeIds,
        state: expertProfiles.state,
        yearsOfExperience: expertProfiles.yearsOfExperience,
        averageRating: ratings.averageRating,
        reviewsCount: sql<number>`coalesce(${ratings.reviewsCount}, 0)`,
      })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .leftJoin(ratings, eq(ratings.expertUserId, expertProfiles.userId))
      .where(inArray(expertProfiles.taxPreparationTypeId, [kind, 3]));
    if (profiles.length === 0) return [];
    const ids = profiles.map((profile) => profile.userId);

    const openJobs = await db
      .select({ expertUserId: taxPreparationJobs.expertUserId, open: count() })
      .from(taxPreparationJobs)
      .where(and(inArray(taxPreparationJobs.expertUserId, ids), sql`${taxPreparationJobs.statusId} <> 4`))
      .groupBy(taxPreparationJobs.expertUserId);
    const waiting = await db
      .select({ expertUserId: quotes.expertUserId, open: count() })
      .from(quotes)
      .where(and(inArray(quotes.expertUserId, ids), eq(quotes.actionStatusId, 9)))
      .groupBy(quotes.expertUserId);
    const since = new Date(now.getTime() - RESPONSIVENESS_WINDOW_DAYS * 86_400_000);
    const speed = await db
      .select({
        expertUserId: quotes.expertUserId,
        hours: sql<string>`avg(extract(epoch from (${quotes.createdAt} - ${requestMatches.createdAt})) / 3600)`,
      })
      .from(quotes)
      .innerJoin(
        requestMatches,
        and(
          eq(requestMatches.requestId, quotes.requestId),
          eq(requestMatches.expertUserId, quotes.expertUserId),
        ),
      )
      .where(and(inArray(quotes.expertUserId, ids), sql`${quotes.createdAt} >= ${since}`))
      .groupBy(quotes.expertUserId);

    const load = new Map<number, number>();
    for (const row of [...openJobs, ...waiting])
      load.set(row.expertUserId, (load.get(row.expertUserId) ?? 0) + row.open);
    const hours = new Map(speed.map((row) => [row.expertUserId, Number(row.hours)]));
    return profiles.map(({ averageRating, ...profile }) => ({
      ...profile,
      rating: averageRating === null ? null : Number(averageRating),
      openJobs: load.get(profile.userId) ?? 0,
      averageQuoteHours: hours.get(profile.userId) ?? null,
    }));
  },

  async insertMatches(db: Executor, rows: NewMatch[]): Promise<void> {
    if (rows.length > 0) await db.insert(requestMatches).values(rows).onConflictDoNothing();
  },

  async matchesOf(db: Executor, requestId: number) {
    return db
      .select({ expertUserId: requestMatches.expertUserId, round: requestMatches.round })
      .from(requestMatches)
      .where(eq(requestMatches.requestId, requestId));
  },

  /**
   * Open requests (not deleted, no job, not made by invitation, made after `madeAfter`) with fewer
   * than `introductions` experts, last routed before `routedBefore`: the ones to widen, oldest first.
   */
  async requestsToWiden(
    db: Executor,
    options: { introductions: number; routedBefore: Date; madeAfter: Date; limit: number },
  ): Promise<RequestToMatch[]> {
    const matched = db
      .select({ count: count() })
      .from(requestMatches)
      .where(eq(requestMatches.requestId, taxRequests.id));
    return db
      .select({
        id: taxRequests.id,
        kind: taxRequests.kind,
        state: taxRequests.state,
        answers: taxRequests.answers,
      })
      .from(taxRequests)
      .where(
        and(
          isOpenRequest(db),
          isNull(taxRequests.invitedExpertUserId),
          gte(taxRequests.createdAt, options.madeAfter),
          or(isNull(taxRequests.routedAt), lte(taxRequests.routedAt, options.routedBefore)),
          sql`(${matched}) < ${options.introductions}`,
        ),
      )
      .orderBy(taxRequests.routedAt, taxRequests.id)
      .limit(options.limit);
  },

  async markRouted(db: Executor, requestId: number, at: Date): Promise<void> {
    await db.update(taxRequests).set({ routedAt: at }).where(eq(taxRequests.id, requestId));
  },
};
