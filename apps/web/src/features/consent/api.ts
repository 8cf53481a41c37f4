import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

const consentKey = ["consent"] as const;

/** GET /Taxpayer/GetDisclosureConsent: the words to agree to, and whether the taxpayer did. */
export const disclosureConsentQuery = (quoteId: number) =>
  queryOptions({
    queryKey: [...consentKey, quoteId],
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxpayer.getDisclosureConsent, { query: { quoteId } }, { signal }),
  });

export function useGiveConsent(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (textVersion: string) =>
      call(endpointRoutes.taxpayer.giveDisclosureConsent, { body: { quoteId, textVersion } }),
    onSuccess: (consent) => queryClient.setQueryData([...consentKey, quoteId], consent),
  });
}

export function useWithdrawConsent(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointRoutes.taxpayer.withdrawDisclosureConsent, { body: { quoteId } }),
    onSuccess: (consent) => queryClient.setQueryData([...consentKey, quoteId], consent),
  });
}

const supportCaseKey = ["support-case"] as const;

/** GET /Taxpayer/GetSupportCase: the job's open support case, if any. */
export const supportCaseQuery = (quoteId: number) =>
  queryOptions({
    queryKey: [...supportCaseKey, quoteId],
    queryFn: ({ signal }) => call(endpointRoutes.taxpayer.getSupportCase, { query: { quoteId } }, { signal }),
  });

export function useOpenSupportCase(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(endpointRoutes.taxpayer.openSupportCase, { body: { quoteId, message } }),
    onSuccess: (status) => queryClient.setQueryData([...supportCaseKey, quoteId], status),
  });
}

export function useCloseSupportCase(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointRoutes.taxpayer.closeSupportCase, { body: { quoteId } }),
    onSuccess: (status) => queryClient.setQueryData([...supportCaseKey, quoteId], status),
  });
}
