import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type SetEstimatedTaxPaid } from "@taxlane/contract";
import { call } from "../../lib/api-call";

const estimatedTaxKey = ["reminders", "estimated-tax"] as const;

/** GET /User/GetEstimatedTaxPayments: the next payments and whether each is marked paid. */
export function estimatedTaxQuery() {
  return queryOptions({
    queryKey: estimatedTaxKey,
    queryFn: ({ signal }) => call(endpointRoutes.user.getEstimatedTaxPayments, {}, { signal }),
  });
}

export const useEstimatedTaxPayments = () => useQuery(estimatedTaxQuery());

/** POST /User/SetEstimatedTaxPaid: the answer is the whole list, kept as the cache. */
export function useSetEstimatedTaxPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SetEstimatedTaxPaid) =>
      call(endpointRoutes.user.setEstimatedTaxPaid, { body: change }),
    onSuccess: (list) => queryClient.setQueryData(estimatedTaxKey, list),
  });
}
