import { MAX_INTRODUCTIONS, TaxPreparationTypeId, usStateName } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { NotificationDraft, NotificationOutbox } from "../notifications";
import { candidatesFor } from "./candidates";
import { type Match, type MatchRound, matchRequestOf, rankExperts } from "./matching";
import { matchingRepository, type RequestToMatch } from "./matching.repository";

function newRequestNotice(request: RequestToMatch): Omit<NotificationDraft, "userId"> {
  // Words composed when called: the outbox calls them in each professional's language.
  const work = () =>
    request.kind === TaxPreparationTypeId.businessEntity
      ? t("marketplace.aBusinessReturn")
      : t("marketplace.anIndividualReturn");
  return {
    title: () => t("marketplace.newRequestTitle"),
    description: () =>
      request.state
        ? t("marketplace.newRequestTextInState", { state: usStateName(request.state), work: work() })
        : t("marketplace.newRequestText", { work: work() }),
    link: "expert/requests",
  };
}

/** Stores the introductions, marks the request routed, and tells each introduced expert. */
export async function introduce(
  tx: Executor,
  request: RequestToMatch,
  matches: readonly Match[],
  round: number,
  now: Date,
  outbox: NotificationOutbox,
): Promise<void> {
  await matchingRepository.insertMatches(
    tx,
    matches.map((match) => ({ ...match, requestId: request.id, round, createdAt: now })),
  );
  await matchingRepository.markRouted(tx, request.id, now);
  const notice = newRequestNotice(request);
  await outbox.add(tx, ...matches.map((match) => ({ ...notice, userId: match.expertUserId })));
}

/**
 * Introduces the best experts not yet introduced (up to 5 in all), first strictly, then widened if
 * `widen`; answers how many were added. The experts are told through `outbox`.
 */
export async function routeRequest(
  tx: Executor,
  request: RequestToMatch,
  widen: boolean,
  now: Date,
  outbox: NotificationOutbox,
): Promise<number> {
  const existing = await matchingRepository.matchesOf(tx, request.id);
  const excluded = new Set(existing.map((match) => match.expertUserId));
  const round = Math.max(0, ...existing.map((match) => match.round)) + 1;
  const candidates = await candidatesFor(tx, request.kind, now);
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
  await introduce(tx, request, picked, round, now, outbox);
  return picked.length;
}
