import { MAX_INTRODUCTIONS } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { workerToTell } from "../../lib/practice-work";
import type { NotificationOutbox } from "../notifications";
import { jobQueries } from "../tax-preparation/jobs.queries";
import type { Match } from "./matching";
import { matchingRepository } from "./matching.repository";
import { marketplacePersonalDataRepository } from "./personal-data.repository";
import { type NewQuote, quotesRepository } from "./quotes.repository";
import {
  type NewTaxRequest,
  type OwnRequestRow,
  type RequestSummary,
  requestKindOf,
  requestsRepository,
} from "./requests.repository";
import { routedRequestsRepository } from "./routed-requests.repository";
import { routeRequest } from "./routing";

export type { NewQuote, NewTaxRequest, OwnRequestRow, RequestSummary };

/**
 * Requests and invitations as other modules store and read them: the taxpayer's questionnaire
 * (onboarding) adds requests and invitations, a job (tax preparation) shows its request. The tables
 * stay the marketplace's; a write inside another module's transaction takes that transaction.
 */
export const requestRecords = {
  add: (executor: Executor, request: NewTaxRequest): Promise<number> =>
    requestsRepository.insert(executor, request),

  /** The taxpayer's open requests of one kind (not withdrawn, no job begun), newest first. */
  async openOf(executor: Executor, taxpayerUserId: number, kind: number): Promise<OwnRequestRow[]> {
    return requestsRepository.listOpen(executor, taxpayerUserId, kind);
  },

  /**
   * The kind of the request a row of another module names (individual or business), as a column
   * of that module's own statement.
   */
  requestKindOf,

  /** The requests with these ids, by id. */
  async summaries(executor: Executor, ids: Iterable<number>): Promise<Map<number, RequestSummary>> {
    const rows = await requestsRepository.summaries(executor, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Records the request as routed to these experts at `at`, in one round (the demo's history). */
  async addRouting(
    executor: Executor,
    requestId: number,
    matches: readonly Match[],
    at: Date,
  ): Promise<void> {
    await matchingRepository.insertMatches(
      executor,
      matches.map((match) => ({ ...match, requestId, round: 1, createdAt: at })),
    );
    await matchingRepository.markRouted(executor, requestId, at);
  },

  /** Adds a quote as it is, in whatever state (the demo's history); returns its id. */
  addQuote: (executor: Executor, quote: NewQuote): Promise<number> =>
    quotesRepository.insert(executor, quote),

  /** Whether the expert was introduced to one of the taxpayer's requests (matched or invited). */
  wasIntroduced: (executor: Executor, taxpayerUserId: number, expertUserId: number): Promise<boolean> =>
    matchingRepository.wasIntroduced(executor, taxpayerUserId, expertUserId),

  /** A quote's two people, and whether it is still live (not declined, passed over or withdrawn). */
  quoteParties: (
    executor: Executor,
    quoteId: number,
  ): Promise<{ id: number; taxpayerUserId: number; expertUserId: number; live: boolean } | null> =>
    quotesRepository.parties(executor, quoteId),

  /** Whether the expert has a live quote on one of the taxpayer's requests. */
  hasLiveQuote: (executor: Executor, taxpayerUserId: number, expertUserId: number): Promise<boolean> =>
    quotesRepository.hasLiveQuote(executor, taxpayerUserId, expertUserId),

  addInvitation: (
    executor: Executor,
    invitation: { keyHash: string; expertUserId: number; createdAt: Date },
  ) => requestsRepository.insertInvitation(executor, invitation),

  invitingExpert: (executor: Executor, keyHash: string): Promise<number | null> =>
    requestsRepository.findInvitingExpert(executor, keyHash),

  /**
   * Introductions made between `since` and `until` the expert has not answered with a quote, on
   * requests still open (not withdrawn, no job begun): the reminders engine's "quote this request".
   * `workerUserId` is who works each now: the member a practice's routing is assigned to, else the expert.
   */
  async unquotedIntroductions(executor: Executor, since: Date, until: Date) {
    const rows = await routedRequestsRepository.unquotedIntroductions(executor, since, until);
    return rows.map((row) => ({
      requestId: row.requestId,
      expertUserId: row.expertUserId,
      introducedAt: row.introducedAt,
      workerUserId: workerToTell(row),
    }));
  },

  /** Who works the request's routing to the expert now (as above); null when it was never routed to them. */
  async workerOfRouting(executor: Executor, requestId: number, expertUserId: number): Promise<number | null> {
    const work = await routedRequestsRepository.workOfRouting(executor, requestId, expertUserId);
    return work ? workerToTell(work) : null;
  },

  /** Whether the request is still open and routed to the expert, with no quote of theirs. */
  awaitsQuote: (executor: Executor, requestId: number, expertUserId: number): Promise<boolean> =>
    routedRequestsRepository.awaitsQuote(executor, requestId, expertUserId),

  /** Uninvited requests, not withdrawn and no job begun, made in `[from, until)`. */
  uninvitedOpenMadeBetween: (executor: Executor, from: Date, until: Date) =>
    matchingRepository.uninvitedMadeBetween(executor, from, until),

  /**
   * Widens a request still open with fewer than 5 quotes: the best experts who fit under the wider
   * rules are introduced (5 introductions at most in all) and told through `outbox`. Answers how many
   * were added; null when the request is closed or has its 5 quotes.
   */
  async widenShortOfQuotes(
    executor: Executor,
    requestId: number,
    now: Date,
    outbox: NotificationOutbox,
  ): Promise<number | null> {
    const request = await matchingRepository.lockUninvited(executor, requestId);
    if (!request) return null;
    if ((await jobQueries.requestsWithJobs(executor, [requestId])).length > 0) return null;
    if ((await matchingRepository.quotedCount(executor, requestId)) >= MAX_INTRODUCTIONS) return null;
    return routeRequest(executor, request, true, now, outbox);
  },
  /** The person's requests (a taxpayer's) and quotes (either side), as stored: their data export. */
  async exportOf(executor: Executor, userId: number) {
    const [requests, quotes] = await Promise.all([
      marketplacePersonalDataRepository.requestsOf(executor, userId),
      marketplacePersonalDataRepository.quotesOf(executor, userId),
    ]);
    return { requests, quotes };
  },

  /** Holds the person's requests (and those they quoted on) until the caller's transaction ends. */
  lockRequestsOf: (executor: Executor, userId: number) =>
    marketplacePersonalDataRepository.lockRequestsOf(executor, userId),

  /**
   * Closing an account: what never became a job goes (a taxpayer's open requests with their
   * questionnaire answers; an expert's introductions, invitation links and quotes); the requests and
   * quotes jobs began from stay with the jobs.
   */
  async forgetOpen(executor: Executor, userId: number, kept: { requestIds: number[]; quoteIds: number[] }) {
    await marketplacePersonalDataRepository.removeRequestsExcept(executor, userId, kept.requestIds);
    await marketplacePersonalDataRepository.removeExpertOffers(executor, userId, kept.quoteIds);
  },

  /** A job's retention ended: its request goes, and with it the quotes and appointments. */
  removeRequests: (executor: Executor, requestIds: number[]) =>
    marketplacePersonalDataRepository.removeRequests(executor, requestIds),
};
