import { MAX_INTRODUCTIONS } from "@taxlane/contract";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { NotificationOutbox, NotificationsService } from "../notifications";
import { jobQueries } from "../tax-preparation/jobs.queries";
import { INVITED_REASON } from "./matching";
import { matchingRepository, type RequestToMatch } from "./matching.repository";
import { introduce, routeRequest } from "./routing";

/** A request with fewer than 5 introductions is looked at again this long after its last routing. */
export const WIDEN_AFTER_MS = 60 * 60 * 1000;
/** Requests older than this are no longer widened: the taxpayer has had their chance to hear back. */
const WIDEN_FOR_MS = 14 * 24 * 60 * 60 * 1000;
const WIDEN_BATCH = 100;

/** Routes requests to experts: at once when made, and wider later when fewer than 5 fitted. */
export function createMatchingService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  return {
    /**
     * Routes a new request within the transaction that made it: to the inviting expert alone, or to
     * the best experts who fit. The experts are told through `outbox`.
     */
    async routeNewRequest(
      tx: Executor,
      request: RequestToMatch & { invitedExpertUserId: number | null },
      outbox: NotificationOutbox,
    ): Promise<void> {
      if (request.invitedExpertUserId === null) {
        await routeRequest(tx, request, false, clock.now(), outbox);
        return;
      }
      const invited = { expertUserId: request.invitedExpertUserId, score: 0, reasons: [INVITED_REASON] };
      await introduce(tx, request, [invited], 1, clock.now(), outbox);
    },

    /**
     * One widening pass: requests still short of 5 introductions an hour after their last routing
     * get the best experts who fit now (new members, or wider rules). Safe to run from any process
     * at any time: it reads and writes only the database.
     */
    async widen(): Promise<{ requests: number; introductions: number }> {
      const now = clock.now().getTime();
      const madeAfter = new Date(now - WIDEN_FOR_MS);
      const due = await matchingRepository.requestsToWiden(db, {
        introductions: MAX_INTRODUCTIONS,
        routedBefore: new Date(now - WIDEN_AFTER_MS),
        madeAfter,
        limit: WIDEN_BATCH,
      });
      let introductions = 0;
      for (const request of due) {
        const outbox = notifications.outbox();
        introductions += await db.transaction(async (tx) => {
          // Read again under the request's lock, as every widening takes it: another pass (or the
          // 48-hour widening) may have introduced experts since, or the request been withdrawn or
          // become a job, and 5 introductions stay the most.
          const locked = await matchingRepository.lockUninvited(tx, request.id);
          if (!locked) return 0;
          if ((await jobQueries.requestsWithJobs(tx, [request.id])).length > 0) return 0;
          return routeRequest(tx, locked, true, clock.now(), outbox);
        });
        await outbox.deliver();
      }
      return { requests: due.length, introductions };
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
