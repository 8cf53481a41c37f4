import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertRatings } from "../../db/expert-ratings";
import { isOpenRequest } from "../../db/open-requests";
import { preparedPerDatabase } from "../../db/prepared";
import {
  expertProfiles,
  quotes,
  requestMatches,
  taxPreparationJobs,
  taxRequests,
  users,
} from "../../db/schema";

const routedToExpert = preparedPerDatabase((db: Executor) => {
  const introductions = db
    .select({ count: sql<number>`count(*)::int` })
    .from(requestMatches)
    .where(eq(requestMatches.requestId, taxRequests.id));
  return db
    .select({
      id: taxRequests.id,
      answers: taxRequests.answers,
      createdAt: taxRequests.createdAt,
      invitedExpertUserId: taxRequests.invitedExpertUserId,
      reasons: requestMatches.reasons,
      sentQuoteId: quotes.id,
      sentQuoteActionStatusId: quotes.actionStatusId,
      introductionsCount: sql<number>`(${introductions})`,
      user: {
        id: users.id,
        email: users.email,
        phoneNumber: users.phoneNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        mayCallDirectly: users.mayCallDirectly,
      },
    })
    .from(requestMatches)
    .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
    .innerJoin(users, eq(users.id, taxRequests.taxpayerUserId))
    .leftJoin(
      quotes,
      and(eq(quotes.requestId, taxRequests.id), eq(quotes.expertUserId, sql.placeholder("expertUserId"))),
    )
    .where(
      and(
        eq(requestMatches.expertUserId, sql.placeholder("expertUserId")),
        eq(taxRequests.kind, sql.placeholder("kind")),
        isOpenRequest(db),
      ),
    )
    .orderBy(desc(requestMatches.createdAt), desc(requestMatches.requestId))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("limit"))
    .prepare("requests_routed_to_expert");
});

/** Requests as the experts they were routed to see them, and introductions as taxpayers see them. */
export const routedRequestsRepository = {
  /** Open requests of one kind routed to the expert, the latest introductions first. */
  listForExpert: (db: Executor, expertUserId: number, kind: number, offset: number, limit: number) =>
    routedToExpert(db).execute({ expertUserId, kind, offset, limit }),

  /** A request routed to the expert, locked while a quote is added to it; null if not routed. */
  async lockRoutedRequest(db: Executor, expertUserId: number, requestId: number) {
    const [row] = await db
      .select({
        id: taxRequests.id,
        kind: taxRequests.kind,
        taxpayerUserId: taxRequests.taxpayerUserId,
        deletedAt: taxRequests.deletedAt,
      })
      .from(taxRequests)
      .innerJoin(
        requestMatches,
        and(eq(requestMatches.requestId, taxRequests.id), eq(requestMatches.expertUserId, expertUserId)),
      )
      .where(eq(taxRequests.id, requestId))
      .for("update", { of: taxRequests })
      .limit(1);
    return row ?? null;
  },

  /** The taxpayer's own request, locked for a change; null if it is not theirs. */
  async lockOwnRequest(db: Executor, taxpayerUserId: number, requestId: number) {
    const [row] = await db
      .select({ id: taxRequests.id, kind: taxRequests.kind, deletedAt: taxRequests.deletedAt })
      .from(taxRequests)
      .where(and(eq(taxRequests.id, requestId), eq(taxRequests.taxpayerUserId, taxpayerUserId)))
      .for("update")
      .limit(1);
    return row ?? null;
  },

  async markDeleted(db: Executor, requestId: number, at: Date): Promise<void> {
    await db.update(taxRequests).set({ deletedAt: at }).where(eq(taxRequests.id, requestId));
  },

  /** The experts a request was routed to. */
  async expertsOf(db: Executor, requestId: number): Promise<number[]> {
    const rows = await db
      .select({ expertUserId: requestMatches.expertUserId })
      .from(requestMatches)
      .where(eq(requestMatches.requestId, requestId));
    return rows.map((row) => row.expertUserId);
  },

  /** The introductions of the taxpayer's open requests: newest request first, best match first. */
  async introductionsFor(db: Executor, taxpayerUserId: number) {
    const ratings = expertRatings(db);
    return db
      .select({
        taxPreparationId: taxRequests.id,
        kind: taxRequests.kind,
        accountantId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarThumbnail: users.avatarThumbnail,
        taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
        city: expertProfiles.city,
        state: expertProfiles.state,
        averageRating: ratings.averageRating,
        reviewsCount: sql<number>`coalesce(${ratings.reviewsCount}, 0)`,
        reasons: requestMatches.reasons,
        introducedAt: requestMatches.createdAt,
        quoteId: quotes.id,
      })
      .from(requestMatches)
      .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
      .innerJoin(users, eq(users.id, requestMatches.expertUserId))
      .innerJoin(expertProfiles, eq(expertProfiles.userId, requestMatches.expertUserId))
      .leftJoin(ratings, eq(ratings.expertUserId, requestMatches.expertUserId))
      .leftJoin(
        quotes,
        and(
          eq(quotes.requestId, requestMatches.requestId),
          eq(quotes.expertUserId, requestMatches.expertUserId),
        ),
      )
      .where(and(eq(taxRequests.taxpayerUserId, taxpayerUserId), isOpenRequest(db)))
      .orderBy(
        desc(taxRequests.createdAt),
        desc(taxRequests.id),
        desc(requestMatches.score),
        requestMatches.expertUserId,
      );
  },

  /** Whether the taxpayer ever hired the expert (a job began between them). */
  async hasHired(db: Executor, taxpayerUserId: number, expertUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(taxPreparationJobs)
      .where(
        and(
          eq(taxPreparationJobs.taxpayerUserId, taxpayerUserId),
          eq(taxPreparationJobs.expertUserId, expertUserId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
