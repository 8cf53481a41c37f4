import type { QuestionnaireKind } from "@taxlane/organizer";
import { requestKey } from "./request-key";

/**
 * The requests still waiting for quotes: those without a chosen or confirmed quote. A request whose
 * professional is chosen is listed with its quotes instead, where the choice and what follows show.
 */
export function requestsStillWaiting<R extends { kind: QuestionnaireKind; record: { id: number } }>(
  requests: readonly R[],
  chosenRequests: ReadonlySet<string>,
): R[] {
  return requests.filter((request) => !chosenRequests.has(requestKey(request.kind, request.record.id)));
}
