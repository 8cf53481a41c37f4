import { and, desc, eq, gte, isNull, lte, or, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { quotes, requestMatches, taxRequests } from "../../db/schema";
import { type ProfessionalScope, practiceWorkSees, workerToTell } from "../../lib/practice-work";
import { peopleRecords } from "../identity";
import { profileRecords, reviewRecords } from "../profiles";
import { isOpenRequest } from "./open-requests";

/** An introduction's quote: the introduced expert's quote on the request, if they sent one. */
const theIntroducedExpertsQuote = and(
  eq(quotes.requestId, requestMatches.requestId),
  eq(quotes.expertUserId, requestMatches.expertUserId),
);

/** A routing's columns the practice's work rule reads (`lib/practice-work.ts`). */
const matchWork = {
  soloUserId: requestMatches.expertUserId,
  practiceId: requestMatches.practiceId,
  assignedUserId: requestMatches.assignedUserId,
};

/** The routings the professional works: their own alone, and their practice's as the work rule says. */
const workedBy = (userId: SQLWrapper, practiceId: SQLWrapper, allJobs: SQLWrapper) =>
  practiceWorkSees(matchWork, userId, practiceId, allJobs);

const otherRouting = alias(requestMatches, "other_routing");

/**
 * Of a request's routings the professional works, the one they answer: their own first, then the
 * lowest expert id (the order `lockRoutedRequest` takes for a quote). A request routed to two members
 * of a practice is one request: an owner, or a member given both routings, lists it once, as this one.
 * A routing of no practice that they work is their own, so always that one: the choice, made once for
 * the statement, is read only for a practice's routings (a professional alone never pays for it).
 */
const answeredRoutingOf = (db: Executor, userId: SQLWrapper, practiceId: SQLWrapper, allJobs: SQLWrapper) => {
  const chosen = db
    .selectDistinctOn([otherRouting.requestId], {
      requestId: otherRouting.requestId,
      expertUserId: otherRouting.expertUserId,
    })
    .from(otherRouting)
    .where(
      practiceWorkSees(
        {
          soloUserId: otherRouting.expertUserId,
          practiceId: otherRouting.practiceId,
          assignedUserId: otherRouting.assignedUserId,
        },
        userId,
        practiceId,
        allJobs,
      ),
    )
    .orderBy(
      otherRouting.requestId,
      sql`${otherRouting.expertUserId} <> ${userId}`,
      otherRouting.expertUserId,
    );
  return or(
    isNull(requestMatches.practiceId),
    sql`(${requestMatches.requestId}, ${requestMatches.expertUserId}) in (${chosen})`,
  );
};

// The professional's open requests of a kind, each with its taxpayer read in the same statement.
const routedToExpert = preparedPerDatabase((db: Executor) => {
  const taxpayer = peopleRecords.personSubquery(db, taxRequests.taxpayerUserId, "taxpayer");
  const introductions = db
    .select({ count: sql<number>`count(*)::int` })
    .from(requestMatches)
    .where(eq(requestMatches.requestId, taxRequests.id));
  return db
    .select({
      id: taxRequests.id,
      answers: taxRequests.answers,
      createdAt: taxRequests.createdAt,
      taxpayerUserId: taxRequests.taxpayerUserId,
      invitedExpertUserId: taxRequests.invitedExpertUserId,
      reasons: requestMatches.reasons,
      expertUserId: requestMatches.expertUserId,
      practiceId: requestMatches.practiceId,
      assignedUserId: requestMatches.assignedUserId,
      sentQuoteId: quotes.id,
      sentQuoteActionStatusId: quotes.actionStatusId,
      introductionsCount: sql<number>`(${introductions})`,
      taxpayerEmail: taxpayer.email,
      taxpayerPhoneNumber: taxpayer.phoneNumber,
      taxpayerFirstName: taxpayer.firstName,
      taxpayerLastName: taxpayer.lastName,
      taxpayerMayCallDirectly: taxpayer.mayCallDirectly,
      taxpayerLanguage: taxpayer.language,
    })
    .from(requestMatches)
    .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
    .leftJoin(quotes, theIntroducedExpertsQuote)
    .innerJoinLateral(taxpayer, sql`true`)
    .where(
      and(
        workedBy(sql.placeholder("userId"), sql.placeholder("practiceId"), sql.placeholder("allJobs")),
        answeredRoutingOf(
          db,
          sql.placeholder("userId"),
          sql.placeholder("practiceId"),
          sql.placeholder("allJobs"),
        ),
        eq(taxRequests.kind, sql.placeholder("kind")),
        // Not withdrawn, and no job began from it (what that means stays the tax preparation module's).
        isOpenRequest(),
      ),
    )
    .orderBy(desc(requestMatches.createdAt), desc(requestMatches.requestId))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("limit"))
    .prepare("requests_routed_to_expert");
});

// Every quote sent locks the request it answers, with the routing it answers (the sender's own first).
const lockedRoutedRequest = preparedPerDatabase((db: Executor) =>
  db
    .select({
      id: taxRequests.id,
      kind: taxRequests.kind,
      taxpayerUserId: taxRequests.taxpayerUserId,
      deletedAt: taxRequests.deletedAt,
      expertUserId: requestMatches.expertUserId,
      practiceId: requestMatches.practiceId,
      assignedUserId: requestMatches.assignedUserId,
    })
    .from(taxRequests)
    .innerJoin(requestMatches, eq(requestMatches.requestId, taxRequests.id))
    .where(
      and(
        eq(taxRequests.id, sql.placeholder("requestId")),
        workedBy(sql.placeholder("userId"), sql.placeholder("practiceId"), sql.placeholder("allJobs")),
      ),
    )
    .orderBy(
      sql`${requestMatches.expertUserId} = ${sql.placeholder("userId")} desc`,
      requestMatches.expertUserId,
    )
    .for("update", { of: taxRequests })
    .limit(1)
    .prepare("routed_request_locked_for_quote"),
);

/**
 * The taxpayer's introductions on their open requests, each with the expert's name, photo,
 * workplace and rating read in the same statement (experts without a profile are left out).
 */
const introductionsOfTaxpayer = preparedPerDatabase((db: Executor) => {
  const expert = peopleRecords.personSubquery(db, requestMatches.expertUserId, "expert");
  const workplace = profileRecords.workplaceSubquery(db, requestMatches.expertUserId, "workplace");
  const rating = reviewRecords.ratingSubquery(db, requestMatches.expertUserId, "rating");
  return db
    .select({
      taxPreparationId: taxRequests.id,
      kind: taxRequests.kind,
      expertUserId: requestMatches.expertUserId,
      reasons: requestMatches.reasons,
      introducedAt: requestMatches.createdAt,
      quoteId: quotes.id,
      expertFirstName: expert.firstName,
      expertLastName: expert.lastName,
      expertAvatarThumbnail: expert.avatarThumbnail,
      taxPreparerTypeId: workplace.taxPreparerTypeId,
      city: workplace.city,
      state: workplace.state,
      averageRating: rating.averageRating,
      reviewsCount: rating.reviewsCount,
    })
    .from(requestMatches)
    .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
    .leftJoin(quotes, theIntroducedExpertsQuote)
    .innerJoinLateral(expert, sql`true`)
    .innerJoinLateral(workplace, sql`true`)
    .innerJoinLateral(rating, sql`true`)
    .where(and(eq(taxRequests.taxpayerUserId, sql.placeholder("taxpayerUserId")), isOpenRequest()))
    .orderBy(
      desc(taxRequests.createdAt),
      desc(taxRequests.id),
      desc(requestMatches.score),
      requestMatches.expertUserId,
    )
    .prepare("introductions_of_taxpayer");
});

/** Requests as the experts they were routed to see them, and introductions as taxpayers see them. */
export const routedRequestsRepository = {
  /**
   * Open requests of one kind routed to the professional or, as the work rule says, to their
   * practice; the latest introductions first.
   */
  listForExpert: (db: Executor, query: ProfessionalScope & { kind: number; offset: number; limit: number }) =>
    routedToExpert(db).execute({ ...query }),

  /**
   * A request routed to the professional (or to their practice, when they work it), locked while a
   * quote is added to it, with the routing the quote answers (their own first); null if none.
   */
  async lockRoutedRequest(db: Executor, scope: ProfessionalScope, requestId: number) {
    const { userId, practiceId, allJobs } = scope;
    const [row] = await lockedRoutedRequest(db).execute({ requestId, userId, practiceId, allJobs });
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

  /** Who works each routing of a request: the expert, or the member working a practice's routing. */
  async workersOf(db: Executor, requestId: number): Promise<number[]> {
    const rows = await db
      .select(matchWork)
      .from(requestMatches)
      .where(eq(requestMatches.requestId, requestId));
    return [...new Set(rows.map(workerToTell))];
  },

  /**
   * The introductions of the taxpayer's open requests: newest request first, best match first.
   */
  introductionsFor: (db: Executor, taxpayerUserId: number) =>
    introductionsOfTaxpayer(db).execute({ taxpayerUserId }),

  /**
   * Introductions made from `since` to `until` on requests not withdrawn, that the expert has not
   * quoted (a request a job began from is filtered by the caller, which asks tax preparation), with
   * who works each (`matchWork`).
   */
  async unquotedIntroductions(db: Executor, since: Date, until: Date) {
    return db
      .select({
        requestId: requestMatches.requestId,
        introducedAt: requestMatches.createdAt,
        expertUserId: requestMatches.expertUserId,
        ...matchWork,
      })
      .from(requestMatches)
      .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
      .leftJoin(quotes, theIntroducedExpertsQuote)
      .where(
        and(
          isOpenRequest(),
          isNull(quotes.id),
          gte(requestMatches.createdAt, since),
          lte(requestMatches.createdAt, until),
        ),
      );
  },

  /** Who works the request's routing to the expert now (`matchWork`); null when it was never routed to them. */
  async workOfRouting(db: Executor, requestId: number, expertUserId: number) {
    const [row] = await db
      .select(matchWork)
      .from(requestMatches)
      .where(and(eq(requestMatches.requestId, requestId), eq(requestMatches.expertUserId, expertUserId)))
      .limit(1);
    return row ?? null;
  },

  /** Whether the request, not withdrawn and no job begun, was routed to the expert with no quote of theirs. */
  async awaitsQuote(db: Executor, requestId: number, expertUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ quoteId: quotes.id })
      .from(requestMatches)
      .innerJoin(taxRequests, eq(taxRequests.id, requestMatches.requestId))
      .leftJoin(quotes, theIntroducedExpertsQuote)
      .where(
        and(
          eq(requestMatches.requestId, requestId),
          eq(requestMatches.expertUserId, expertUserId),
          isOpenRequest(),
        ),
      )
      .limit(1);
    return row !== undefined && row.quoteId === null;
  },
};
