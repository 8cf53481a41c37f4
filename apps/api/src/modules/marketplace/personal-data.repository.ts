import { and, eq, inArray, notInArray, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertInvitations, quotes, requestMatches, taxRequests } from "../../db/schema";

/** A person's requests and quotes, for their data export and for closing their account. */
export const marketplacePersonalDataRepository = {
  requestsOf: (db: Executor, taxpayerUserId: number) =>
    db
      .select()
      .from(taxRequests)
      .where(eq(taxRequests.taxpayerUserId, taxpayerUserId))
      .orderBy(taxRequests.createdAt),

  quotesOf: (db: Executor, userId: number) =>
    db
      .select()
      .from(quotes)
      .where(or(eq(quotes.taxpayerUserId, userId), eq(quotes.expertUserId, userId)))
      .orderBy(quotes.createdAt),

  /**
   * Locks the requests the person asked for or quoted on, as choosing and confirming a quote lock
   * them: a job that begins meanwhile is then either committed before the account closes (and
   * kept), or waits and finds its request gone.
   */
  async lockRequestsOf(db: Executor, userId: number): Promise<void> {
    await db
      .select({ id: taxRequests.id })
      .from(taxRequests)
      .where(
        or(
          eq(taxRequests.taxpayerUserId, userId),
          inArray(
            taxRequests.id,
            db.select({ id: quotes.requestId }).from(quotes).where(eq(quotes.expertUserId, userId)),
          ),
        ),
      )
      .orderBy(taxRequests.id)
      .for("update");
  },

  /** The taxpayer's requests no job began from; their quotes and introductions go with them. */
  async removeRequestsExcept(db: Executor, taxpayerUserId: number, keptRequestIds: number[]): Promise<void> {
    const own = eq(taxRequests.taxpayerUserId, taxpayerUserId);
    await db
      .delete(taxRequests)
      .where(keptRequestIds.length > 0 ? and(own, notInArray(taxRequests.id, keptRequestIds)) : own);
  },

  /** The expert's introductions, invitation links and quotes no job began from. */
  async removeExpertOffers(db: Executor, expertUserId: number, keptQuoteIds: number[]): Promise<void> {
    await db.delete(requestMatches).where(eq(requestMatches.expertUserId, expertUserId));
    await db.delete(expertInvitations).where(eq(expertInvitations.expertUserId, expertUserId));
    const own = eq(quotes.expertUserId, expertUserId);
    await db
      .delete(quotes)
      .where(keptQuoteIds.length > 0 ? and(own, notInArray(quotes.id, keptQuoteIds)) : own);
  },

  /** A request whose job's retention ended: its quotes (and what hangs on them) go with it. */
  async removeRequests(db: Executor, requestIds: number[]): Promise<void> {
    if (requestIds.length === 0) return;
    await db.delete(taxRequests).where(inArray(taxRequests.id, requestIds));
  },
};
