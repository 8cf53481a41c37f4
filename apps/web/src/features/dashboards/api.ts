import { queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** GET /Practice/GetDashboard: the owner's figures of the jobs they see. */
export function practiceDashboardQuery() {
  return queryOptions({
    queryKey: ["practice", "dashboard"] as const,
    queryFn: ({ signal }) => call(endpointRoutes.practice.getDashboard, {}, { signal }),
  });
}

/** GET /Admin/GetMarketplaceHealth: the operator's figures of the marketplace. */
export function marketplaceHealthQuery() {
  return queryOptions({
    queryKey: ["admin", "marketplace-health"] as const,
    queryFn: ({ signal }) => call(endpointRoutes.admin.getMarketplaceHealth, {}, { signal }),
  });
}
