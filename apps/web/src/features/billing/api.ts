import { useQuery } from "@tanstack/react-query";
import { endpoints } from "@taxlane/contract";
import { call } from "../../lib/api-call";

export const billingKeys = {
  plans: ["billing", "plans"] as const,
};

/** Every plan on sale, sorted by id (today only professionals' plans). */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => call(endpoints.subscription.getAllPlan, {}, { signal }),
  });
}
