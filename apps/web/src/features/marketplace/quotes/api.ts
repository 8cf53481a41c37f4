import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Introduction, TaxpayerQuote } from "@taxlane/contract";
import type { QuestionnaireKind } from "@taxlane/organizer";
import { api } from "../../../lib/api-client";
import { marketplaceKey } from "../../../lib/query-keys/marketplace";
import { taxPreparationKey } from "../../../lib/query-keys/tax-preparation";
import { onboardingKeys } from "../../../lib/questionnaire-api";
import { refreshOnRealtime } from "../../../lib/realtime/refreshes";

// A notification about a quote (sent, withdrawn, answered) changes the taxpayer's quotes and requests.
refreshOnRealtime("notification", marketplaceKey);

export const quotesKeys = {
  quotes: [...marketplaceKey, "quotes"] as const,
  introductions: [...marketplaceKey, "introductions"] as const,
};

export function useTaxpayerQuotes() {
  return useQuery({
    queryKey: quotesKeys.quotes,
    queryFn: ({ signal }) => api.get<TaxpayerQuote[]>("/Taxpayer/GetAllQuotes", { signal }),
  });
}

export function useIntroductions() {
  return useQuery({
    queryKey: quotesKeys.introductions,
    queryFn: ({ signal }) => api.get<Introduction[]>("/Taxpayer/GetIntroductions", { signal }),
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
    mutationFn: (quoteId: number) =>
      api.post<void>("/Taxpayer/ChooseAccountant", undefined, { query: { quoteId } }),
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
      api.post<void>("/Taxpayer/DeleteRequest", undefined, {
        query: { taxPreparationId, isIndividual: kind === "individual" },
      }),
    onSettled: refresh,
  });
}
