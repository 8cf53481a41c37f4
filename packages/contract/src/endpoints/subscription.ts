import type { EndpointGroup } from "./define";

/** `/Subscription/*`: the plans (module billing). */
export const subscriptionEndpoints = {
  getAllPlan: {
    method: "GET",
    path: "/Subscription/GetAllPlan",
    module: "billing",
    summary: "Every plan, sorted by id",
    response: "planListSchema",
  },
} as const satisfies EndpointGroup;
