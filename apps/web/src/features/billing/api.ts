import { useQuery } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

export const billingKeys = {
  plans: ["billing", "plans"] as const,
  mine: ["billing", "mine"] as const,
  testCheckout: (session: string) => ["billing", "test-checkout", session] as const,
};

/** Every plan on sale, sorted by id (today only professionals' plans). */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => call(endpointRoutes.subscription.getAllPlan, {}, { signal }),
  });
}

/** The signed-in person's plan, the next charge and the receipts. */
export function mySubscriptionQuery() {
  return {
    queryKey: billingKeys.mine,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(endpointRoutes.subscription.getMySubscription, {}, { signal }),
  };
}
