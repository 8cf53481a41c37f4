import { MAX_INTRODUCTIONS, TaxPreparationTypeId, usStateName } from "@taxlane/contract";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type {
  NotificationDraft,
  NotificationOutbox,
  NotificationsService,
} from "../notifications/notifications.service";
import { jobRecordsService } from "../tax-preparation/job-records.service";
import { candidatesFor } from "./candidates";
import { INVITED_REASON, type Match, type MatchRound, matchRequestOf, rankExperts } from "./matching";
import { matchingRepository, type RequestToMatch } from "./matching.repository";

/** A request with fewer than 5 introductions is looked at again this long after its last routing. */
export const WIDEN_AFTER_MS = 60 * 60 * 1000;
/** Requests older than this are no longer widened: the taxpayer has had their chance to hear back. */
const WIDEN_FOR_MS = 14 * 24 * 60 * 60 * 1000;
const WIDEN_BATCH = 100;

function newRequestNotice(request: RequestToMatch): Omit<NotificationDraft, "userId"> {
  const work =
    request.kind === TaxPreparationTypeId.businessEntity ? "a business return" : "an individual return";
  const where = request.state ? ` in ${usStateName(request.state)}` : "";
  return {
    title: "New request for a quote",
    description: `A taxpayer${where} is looking for help with ${work}. Have a look and send them a quote.`,
    link: "expert/requests",
  };
}

/** Routes requests to experts: at once when made, and wider later when fewer than 5 fitted. */
export function createMatchingService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  /** Stores the introductions, marks the request routed, and tells each introduced expert. */
  async function introduce(
    tx: Executor,
    request: RequestToMatch,
    matches: readonly Match[],
    round: number,
    outbox: NotificationOutbox,
  ): Promise<void> {
    const now = clock.now();
    await matchingRepository.insertMatches(
      tx,
      matches.map((match) => ({ ...match, requestId: request.id, round, createdAt: now })),
    );
    await matchingRepository.markRouted(tx, request.id, now);
    const notice = newRequestNotice(request);
    await outbox.add(tx, ...matches.map((match) => ({ ...notice, userId: match.expertUserId })));
  }

  /** Introduces the best experts not yet introduced, first strictly, then widened if `widen`. */
  async function route(
    tx: Executor,
    request: RequestToMatch,
    widen: boolean,
    outbox: NotificationOutbox,
  ): Promise<number> {
    const existing = await matchingRepository.matchesOf(tx, request.id);
    const excluded = new Set(existing.map((match) => match.expertUserId));
    const round = Math.max(0, ...existing.map((match) => match.round)) + 1;
    const candidates = await candidatesFor(tx, request.kind, clock.now());
    const wishes = matchRequestOf(request);
    const picked: Match[] = [];
    const rounds: MatchRound[] = widen ? ["strict", "widened"] : ["strict"];
    for (const matchRound of rounds) {
      picked.push(
        ...rankExperts(wishes, candidates, {
          round: matchRound,
          limit: MAX_INTRODUCTIONS - excluded.size - picked.length,
          excluded: new Set([...excluded, ...picked.map((match) => match.expertUserId)]),
        }),
      );
    }
    await introduce(tx, request, picked, round, outbox);
    return picked.length;
  }

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
        await route(tx, request, false, outbox);
        return;
      }
      const invited = { expertUserId: request.invitedExpertUserId, score: 0, reasons: [INVITED_REASON] };
      await introduce(tx, request, [invited], 1, outbox);
    },

    /**
     * One widening pass: requests still short of 5 introductions an hour after their last routing
     * get the best experts who fit now (new members, or wider rules). Safe to run from any process
     * at any time: it reads and writes only the database.
     */
    async widen(): Promise<{ requests: number; introductions: number }> {
      const now = clock.now().getTime();
      const madeAfter = new Date(now - WIDEN_FOR_MS);
      const withJobs = await jobRecordsService.requestsWithJobs(
        db,
        await matchingRepository.widenableIds(db, madeAfter),
      );
      const due = await matchingRepository.requestsToWiden(db, {
        introductions: MAX_INTRODUCTIONS,
        routedBefore: new Date(now - WIDEN_AFTER_MS),
        madeAfter,
        limit: WIDEN_BATCH,
        withJobs,
      });
      let introductions = 0;
      for (const request of due) {
        const outbox = notifications.outbox();
        introductions += await db.transaction((tx) => route(tx, request, true, outbox));
        await outbox.deliver();
      }
      return { requests: due.length, introductions };
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
