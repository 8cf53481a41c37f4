import type { EndpointGroup } from "./define";

/** `/TaxPreparation/*`: a job as either participant sees it (module tax-preparation). */
export const taxPreparationEndpoints = {
  getTaxPreparation: {
    method: "GET",
    path: "/TaxPreparation/GetTaxPreparation",
    module: "tax-preparation",
    access: { signedIn: true, practice: "jobs" },
    summary: "One tax preparation with its request, for its taxpayer or expert",
    query: "quoteIdQuerySchema",
    response: "taxPreparationDetailSchema",
  },
} as const satisfies EndpointGroup;
