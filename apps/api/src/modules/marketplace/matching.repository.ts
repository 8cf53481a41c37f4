import { and, count, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { quotes, requestMatches, taxRequests } from "../../db/schema";
import { memberWorkValues } from "../practices/practice-members.queries";
import { isOpenRequest } from "./open-requests";

/** A request as matching reads it. */
const requestToMatchColumns = {
  id: taxRequests.id,
  kind: taxRequests.kind,
  state: taxRequests.state,
  answers: taxRequests.answers,
};

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
  /**
   * What the marketplace knows of these experts' load and speed: quotes chosen and waiting for
   * their answer, and how many hours their quotes took in the last half year.
   */
  async quotingOf(db: Executor, expertUserIds: readonly number[], now: Date) {
    const ids = [...expertUserIds];
    if (ids.length === 0) return { waiting: new Map<number, number>(), hours: new Map<number, number>() };
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
    return {
      waiting: new Map(waiting.map((row) => [row.expertUserId, row.open])),
      hours: new Map(speed.map((row) => [row.expertUserId, Number(row.hours)])),
    };
  },

  /** Whether the expert was introduced to (matched with, or invited to) one of the taxpayer's requests. */
  async wasIntroduced(db: Executor, taxpayerUserId: number, expertUserId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(taxRequests)
      .leftJoin(
        requestMatches,
        and(eq(requestMatches.requestId, taxRequests.id), eq(requestMatches.expertUserId, expertUserId)),
      )
      .where(
        and(
          eq(taxRequests.taxpayerUserId, taxpayerUserId),
          or(
            eq(taxRequests.invitedExpertUserId, expertUserId),
            eq(requestMatches.expertUserId, expertUserId),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Routes the request to the experts; one who is a practice's member routes it to the practice, theirs to work. */
  async insertMatches(db: Executor, rows: NewMatch[]): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map((row) => ({ ...row, ...memberWorkValues(row.expertUserId) }));
    await db.insert(requestMatches).values(values).onConflictDoNothing();
  },

  async matchesOf(db: Executor, requestId: number) {
    return db
      .select({ expertUserId: requestMatches.expertUserId, round: requestMatches.round })
      .from(requestMatches)
      .where(eq(requestMatches.requestId, requestId));
  },

  /**
   * Open requests (not deleted, none in `withJobs`, not made by invitation, made after `madeAfter`)
   * with fewer than `introductions` experts, last routed before `routedBefore`: the ones to widen,
   * oldest first.
   */
  async requestsToWiden(
    db: Executor,
    options: {
      introductions: number;
      routedBefore: Date;
      madeAfter: Date;
      limit: number;
    },
  ): Promise<RequestToMatch[]> {
    const matched = db
      .select({ count: count() })
      .from(requestMatches)
      .where(eq(requestMatches.requestId, taxRequests.id));
    return db
      .select(requestToMatchColumns)
      .from(taxRequests)
      .where(
        and(
          isOpenRequest(),
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

  /** Uninvited open requests (not withdrawn, no job begun) made in `[from, until)`: the 48-hour widening's. */
  async uninvitedMadeBetween(db: Executor, from: Date, until: Date) {
    return db
      .select({
        id: taxRequests.id,
        taxpayerUserId: taxRequests.taxpayerUserId,
        createdAt: taxRequests.createdAt,
      })
      .from(taxRequests)
      .where(
        and(
          isOpenRequest(),
          isNull(taxRequests.invitedExpertUserId),
          gte(taxRequests.createdAt, from),
          lt(taxRequests.createdAt, until),
        ),
      );
  },

  /** The request as matching reads it, locked while it is widened; null once withdrawn or if invited. */
  async lockUninvited(db: Executor, requestId: number): Promise<RequestToMatch | null> {
    const [row] = await db
      .select(requestToMatchColumns)
      .from(taxRequests)
      .where(
        and(
          eq(taxRequests.id, requestId),
          isNull(taxRequests.deletedAt),
          isNull(taxRequests.invitedExpertUserId),
        ),
      )
      .for("update")
      .limit(1);
    return row ?? null;
  },

  /** How many experts quoted the request. */
  async quotedCount(db: Executor, requestId: number): Promise<number> {
    const [row] = await db.select({ quoted: count() }).from(quotes).where(eq(quotes.requestId, requestId));
    return row?.quoted ?? 0;
  },
};
