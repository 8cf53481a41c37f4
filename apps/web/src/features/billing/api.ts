import { useQuery } from "@tanstack/react-query";
import type { Plan } from "@taxlane/contract";
import { apiRequest } from "../../lib/api-client";

export const billingKeys = {
  plans: ["billing", "plans"] as const,
};

/** Every plan on sale, sorted by id (today only professionals' plans). */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => apiRequest<Plan[]>("/Subscription/GetAllPlan", { signal }),
  });
}
