import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import type { CancellationBilling } from "./cancellation-billing-port";
import { jobCancellationRoutes } from "./job-cancellation.routes";
import { createJobCancellationService } from "./job-cancellation.service";
import { jobStagesRoutes } from "./job-stages.routes";
import { createJobStagesService } from "./job-stages.service";
import type { ReleaseHoldOf } from "./release-hold-port";
import { createReturnDraftsService } from "./return-drafts.service";
import { returnPackRoutes } from "./return-pack.routes";
import { createReturnPack } from "./return-pack.service";
import type { ReturnPackSources } from "./return-pack-port";
import { taxPreparationRoutes } from "./tax-preparation.routes";
import { createTaxPreparationService } from "./tax-preparation.service";

/**
 * Tax preparation jobs: begun by a confirmed quote, moved along, the return shared as drafts, or
 * cancelled; once filed, their records downloaded as one return pack.
 */
export function createTaxPreparationModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  /** Whether the job's return waits for an invoice to be paid (payments' `releaseHoldOf`). */
  releaseHold: ReleaseHoldOf;
  /** The job's invoices and payments when the taxpayer cancels (payments' `cancellationBilling`). */
  cancellationBilling: CancellationBilling;
  /** What a filed job's return pack holds after its return (signatures', filing's and payments' parts). */
  returnPack: ReturnPackSources;
}) {
  const cancellation = createJobCancellationService({ ...deps, billing: deps.cancellationBilling });
  const drafts = createReturnDraftsService(deps);
  const stages = createJobStagesService(deps);
  const returnPack = createReturnPack({ ...deps, sources: deps.returnPack });
  const taxPreparation = createTaxPreparationService({
    ...deps,
    cancelTerms: cancellation.termsOf,
    draftsOf: drafts.draftsOf,
  });
  return {
    name: "tax-preparation",
    taxPreparation,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(taxPreparationRoutes, { taxPreparation });
      await api.register(jobCancellationRoutes, { cancellation });
      await api.register(jobStagesRoutes, { stages, drafts });
      await api.register(returnPackRoutes, { returnPack });
    },
  };
}
