import { RoleId } from "../codes-profile";
import { quoteIdQuerySchema } from "../marketplace";
import { taxPreparationDetailSchema } from "../tax-preparation";
import type { EndpointGroup } from "./define";

/** `/TaxPreparation/*`: a job as either participant sees it (module tax-preparation). */
export const taxPreparationEndpoints = {
  getTaxPreparation: {
    method: "GET",
    path: "/TaxPreparation/GetTaxPreparation",
    module: "tax-preparation",
    access: { signedIn: true, practice: "clients" },
    summary: "One tax preparation with its request, for its taxpayer or expert",
    query: quoteIdQuerySchema,
    response: taxPreparationDetailSchema,
  },
} as const satisfies EndpointGroup;

/** A filed job's records as one PDF, for either side of the job (module tax-preparation). */
export const returnPackEndpoints = {
  downloadReturnPack: {
    method: "GET",
    path: "/User/DownloadReturnPack",
    module: "tax-preparation",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "jobs" },
    summary:
      "One PDF of a filed job: the return, the signed engagement letter, 8879 and other signed documents, the filings and outcome, the receipts",
    query: quoteIdQuerySchema,
  },
} as const satisfies EndpointGroup;
