import { useQuery } from "@tanstack/react-query";
import {
  type BusinessRequest,
  endpointRoutes,
  type IndividualRequest,
  type InitialQuestionsResponse,
  parseAnswerLists,
  type WithAnswerLists,
} from "@taxlane/contract";
import type { InitialQuestionsRequest } from "@taxlane/organizer";
import { call } from "../../lib/api-call";

/** Sends a finished questionnaire as a new request for quotes; the answer names the new preparation. */
export function submitInitialQuestions(request: InitialQuestionsRequest): Promise<InitialQuestionsResponse> {
  return request.kind === "individual"
    ? call(endpointRoutes.taxpayer.addIndividualTaxpayerInitialQuestions, { body: request.body })
    : call(endpointRoutes.taxpayer.addBusinessTaxpayerInitialQuestions, { body: request.body });
}

/** A request still waiting for quotes, as GET /Taxpayer/GetNotProcessed…Requests returns it. */
export type WaitingRequest =
  | { kind: "individual"; record: WithAnswerLists<IndividualRequest> }
  | { kind: "business"; record: BusinessRequest };

export const onboardingKeys = {
  waitingRequests: ["taxpayer", "waiting-requests"] as const,
};

/** Both kinds of the taxpayer's requests waiting for quotes, newest first. */
export async function fetchWaitingRequests(signal?: AbortSignal): Promise<WaitingRequest[]> {
  const [individual, business] = await Promise.all([
    call(endpointRoutes.taxpayer.getNotProcessedIndividualRequests, {}, { signal }),
    call(endpointRoutes.taxpayer.getNotProcessedBusinessRequests, {}, { signal }),
  ]);
  const all: WaitingRequest[] = [
    ...individual.map((record) => ({ kind: "individual" as const, record: parseAnswerLists(record) })),
    ...business.map((record) => ({ kind: "business" as const, record })),
  ];
  return all.sort(
    (a, b) =>
      Date.parse(b.record.createdDate) - Date.parse(a.record.createdDate) || b.record.id - a.record.id,
  );
}

export function useWaitingRequests() {
  return useQuery({
    queryKey: onboardingKeys.waitingRequests,
    queryFn: ({ signal }) => fetchWaitingRequests(signal),
  });
}
