import { RoleId } from "../codes-profile";
import { marketplaceHealthSchema, practiceDashboardSchema } from "../dashboards";
import type { EndpointGroup } from "./define";

/** A practice owner's dashboard (module dashboards): owners and solo professionals. */
export const practiceDashboardEndpoints = {
  getDashboard: {
    method: "GET",
    path: "/Practice/GetDashboard",
    module: "dashboards",
    access: { roles: [RoleId.expert], practice: "members" },
    summary:
      "Jobs by stage and by member, turnaround against the quotes, revenue by month and what is outstanding, of the jobs the caller sees",
    response: practiceDashboardSchema,
  },
} as const satisfies EndpointGroup;

/** The operator's view of the marketplace (module dashboards). */
export const adminDashboardEndpoints = {
  getMarketplaceHealth: {
    method: "GET",
    path: "/Admin/GetMarketplaceHealth",
    module: "dashboards",
    access: { roles: [RoleId.admin] },
    summary:
      "Requests a day over 30 days, quotes per request, median hours to the first quote, the share hired, and professionals waiting for verification",
    response: marketplaceHealthSchema,
  },
} as const satisfies EndpointGroup;
