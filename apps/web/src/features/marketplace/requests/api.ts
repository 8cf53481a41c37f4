import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, parseAnswerLists } from "@taxlane/contract";
import type { QuestionnaireKind } from "@taxlane/organizer";
import { marketplaceKey } from "../../../entities/marketplace";
import { practiceKey } from "../../../entities/practice";
import { taxPreparationKey } from "../../../entities/tax-preparation";
import { call } from "../../../lib/api-call";
import { isApiError } from "../../../lib/api-client";
import { useRealtimeRefetch } from "../../../lib/realtime/use-realtime-refetch";
import { nextFrom, pageRange } from "./paging";
import type { ExpertRequest } from "./request-text";

export const expertRequestKeys = {
  requests: (kind: QuestionnaireKind) => [...marketplaceKey, "expert-requests", kind] as const,
  sentQuotes: [...marketplaceKey, "sent-quotes"] as const,
};

/** One page of one kind of the requests routed to the signed-in expert, newest first. */
async function fetchRequestsPage(
  kind: QuestionnaireKind,
  from: number,
  signal: AbortSignal,
): Promise<ExpertRequest[]> {
  const query = { ...pageRange(from) };
  if (kind === "individual") {
    const records = await call(endpointRoutes.accountant.getAllIndividualRequests, { query }, { signal });
    return records.map((record) => ({ kind, record: parseAnswerLists(record) }));
  }
  const records = await call(endpointRoutes.accountant.getAllBusinessRequests, { query }, { signal });
  return records.map((record) => ({ kind, record }));
}

/** One kind of the expert's requests, a page of `REQUESTS_PAGE_SIZE` at a time ("Load more"). */
export function useExpertRequests(kind: QuestionnaireKind) {
  useRealtimeRefetch("notification", marketplaceKey);
  return useInfiniteQuery({
    queryKey: expertRequestKeys.requests(kind),
    queryFn: ({ pageParam, signal }) => fetchRequestsPage(kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextFrom(lastPage, pages),
  });
}

/** GET /Accountant/GetAccountantSentQuotes: the expert's quotes, newest first. */
export function useSentQuotes() {
  useRealtimeRefetch("notification", marketplaceKey);
  return useQuery({
    queryKey: expertRequestKeys.sentQuotes,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getAccountantSentQuotes, {}, { signal }),
  });
}

function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return (alsoJobs: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: marketplaceKey }),
      alsoJobs ? queryClient.invalidateQueries({ queryKey: taxPreparationKey }) : undefined,
    ]);
}

/** POST /Accountant/SendQuote (multipart, see `sendQuoteFormData`). */
export function useSendQuote() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: (form: FormData) => call(endpointRoutes.accountant.sendQuote, { body: form }),
    onSuccess: () => refresh(false),
    // Already quoted, or the request closed meanwhile: the lists show how things stand now.
    onError: (error) => (isApiError(error) && error.status === 409 ? refresh(false) : undefined),
  });
}

export type QuoteAnswer = "confirm" | "decline";

const answerEndpoints = {
  confirm: endpointRoutes.accountant.confirmQuote,
  decline: endpointRoutes.accountant.declineQuote,
} as const satisfies Record<QuoteAnswer, unknown>;

/** Confirms (the job starts) or declines a quote the taxpayer chose. */
export function useAnswerQuote() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: ({ quoteId, answer }: { quoteId: number; answer: QuoteAnswer }) =>
      call(answerEndpoints[answer], { query: { quoteId } }),
    onSuccess: (_data, { answer }) => refresh(answer === "confirm"),
    // A quote answered elsewhere meanwhile shows its new state.
    onError: () => refresh(false),
  });
}

/**
 * POST /Practice/AssignRequests: an owner gives requests routed to the practice (each with the quote
 * sent on it) to a member.
 */
export function useAssignRequests(requestIds: readonly number[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(endpointRoutes.practice.assignRequests, { body: { requestIds: [...requestIds], userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKey }),
        queryClient.invalidateQueries({ queryKey: practiceKey }),
      ]),
  });
}
