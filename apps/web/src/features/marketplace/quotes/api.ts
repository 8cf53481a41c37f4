import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import type { QuestionnaireKind } from "@taxlane/organizer";
import { marketplaceKey } from "../../../entities/marketplace";
import { onboardingKeys } from "../../../entities/questionnaire";
import { taxPreparationKey } from "../../../entities/tax-preparation";
import { call } from "../../../lib/api-call";
import { useRealtimeRefetch } from "../../../lib/realtime/use-realtime-refetch";

export const quotesKeys = {
  quotes: [...marketplaceKey, "quotes"] as const,
  introductions: [...marketplaceKey, "introductions"] as const,
};

export function useTaxpayerQuotes() {
  useRealtimeRefetch("notification", marketplaceKey);
  return useQuery({
    queryKey: quotesKeys.quotes,
    queryFn: ({ signal }) => call(endpointRoutes.taxpayer.getAllQuotes, {}, { signal }),
  });
}

export function useIntroductions() {
  useRealtimeRefetch("notification", marketplaceKey);
  return useQuery({
    queryKey: quotesKeys.introductions,
    queryFn: ({ signal }) => call(endpointRoutes.taxpayer.getIntroductions, {}, { signal }),
  });
}

/**
 * After choosing or deleting, quotes, introductions, requests and jobs may all have moved; on a
 * refusal too, since a 409 means this page was behind the server.
 */
function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [marketplaceKey, taxPreparationKey, onboardingKeys.waitingRequests].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useChooseAccountant() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: (quoteId: number) => call(endpointRoutes.taxpayer.chooseAccountant, { query: { quoteId } }),
    onSettled: refresh,
  });
}

export interface RequestRef {
  kind: QuestionnaireKind;
  taxPreparationId: number;
}

export function useDeleteRequest() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: ({ kind, taxPreparationId }: RequestRef) =>
      call(endpointRoutes.taxpayer.deleteRequest, {
        query: { taxPreparationId, isIndividual: kind === "individual" },
      }),
    onSettled: refresh,
  });
}
