import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { quotes, requestMatches, taxRequests } from "../../db/schema";

/** A request of a practice whose member changed: which, and whose request it is. */
export interface MovedRequest {
  requestId: number;
  taxpayerUserId: number;
}

/** The distinct requests of moved rows, each once (a request routed to two members moves once). */
async function requestsOf(executor: Executor, requestIds: readonly number[]): Promise<MovedRequest[]> {
  const ids = [...new Set(requestIds)];
  if (ids.length === 0) return [];
  return executor
    .select({ requestId: taxRequests.id, taxpayerUserId: taxRequests.taxpayerUserId })
    .from(taxRequests)
    .where(inArray(taxRequests.id, ids));
}

/**
 * Who works a practice's routed requests and the quotes it sent on them, as the practices module
 * changes it (through its `PracticeRequestsPort`, given at composition). A request and its quote are
 * one piece of work: they move together, and stay the practice's.
 */
export const practiceRequests = {
  /** A new practice takes its first owner's requests and quotes that were theirs alone. */
  async adoptSolo(executor: Executor, userId: number, practiceId: number): Promise<void> {
    const adopted = { practiceId, assignedUserId: userId };
    await executor
      .update(requestMatches)
      .set(adopted)
      .where(and(eq(requestMatches.expertUserId, userId), isNull(requestMatches.practiceId)));
    await executor
      .update(quotes)
      .set(adopted)
      .where(and(eq(quotes.expertUserId, userId), isNull(quotes.practiceId)));
  },

  /** Those of the requests routed to the practice go to the member, with its quotes; answers them. */
  async assign(
    executor: Executor,
    practiceId: number,
    requestIds: readonly number[],
    toUserId: number,
  ): Promise<MovedRequest[]> {
    const ids = [...requestIds];
    const moved = await executor
      .update(requestMatches)
      .set({ assignedUserId: toUserId })
      .where(and(eq(requestMatches.practiceId, practiceId), inArray(requestMatches.requestId, ids)))
      .returning({ requestId: requestMatches.requestId });
    await executor
      .update(quotes)
      .set({ assignedUserId: toUserId })
      .where(and(eq(quotes.practiceId, practiceId), inArray(quotes.requestId, ids)));
    return requestsOf(
      executor,
      moved.map((row) => row.requestId),
    );
  },

  /** Every request and quote of the practice assigned to one member goes to another; answers the requests. */
  async handOver(
    executor: Executor,
    practiceId: number,
    fromUserId: number,
    toUserId: number,
  ): Promise<MovedRequest[]> {
    const moved = await executor
      .update(requestMatches)
      .set({ assignedUserId: toUserId })
      .where(and(eq(requestMatches.practiceId, practiceId), eq(requestMatches.assignedUserId, fromUserId)))
      .returning({ requestId: requestMatches.requestId });
    const quoted = await executor
      .update(quotes)
      .set({ assignedUserId: toUserId })
      .where(and(eq(quotes.practiceId, practiceId), eq(quotes.assignedUserId, fromUserId)))
      .returning({ requestId: quotes.requestId });
    return requestsOf(
      executor,
      [...moved, ...quoted].map((row) => row.requestId),
    );
  },

  /** Whether a member of the practice is assigned any of its requests or quotes. */
  async hasAssigned(executor: Executor, practiceId: number, userId: number): Promise<boolean> {
    const [match] = await executor
      .select({ requestId: requestMatches.requestId })
      .from(requestMatches)
      .where(and(eq(requestMatches.practiceId, practiceId), eq(requestMatches.assignedUserId, userId)))
      .limit(1);
    if (match) return true;
    const [quote] = await executor
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.practiceId, practiceId), eq(quotes.assignedUserId, userId)))
      .limit(1);
    return quote !== undefined;
  },
};

export type PracticeRequests = typeof practiceRequests;
