import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import type { CancellationBilling } from "./cancellation-billing-port";
import { jobCancellationRoutes } from "./job-cancellation.routes";
import { createJobCancellationService } from "./job-cancellation.service";
import type { ReleaseHoldOf } from "./release-hold-port";
import { taxPreparationRoutes } from "./tax-preparation.routes";
import { createTaxPreparationService } from "./tax-preparation.service";

/** Tax preparation jobs: begun by a confirmed quote, moved along, filed with the return or cancelled. */
export function createTaxPreparationModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  /** Whether the job's return waits for an invoice to be paid (payments' `releaseHoldOf`). */
  releaseHold: ReleaseHoldOf;
  /** The job's invoices and payments when the taxpayer cancels (payments' `cancellationBilling`). */
  cancellationBilling: CancellationBilling;
}) {
  const cancellation = createJobCancellationService({ ...deps, billing: deps.cancellationBilling });
  const taxPreparation = createTaxPreparationService({ ...deps, cancelTerms: cancellation.termsOf });
  return {
    name: "tax-preparation",
    taxPreparation,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(taxPreparationRoutes, { taxPreparation });
      await api.register(jobCancellationRoutes, { cancellation });
    },
  };
}
