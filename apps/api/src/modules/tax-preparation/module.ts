import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import type { ReleaseHoldOf } from "./release-hold-port";
import { taxPreparationRoutes } from "./tax-preparation.routes";
import { createTaxPreparationService } from "./tax-preparation.service";

/** Tax preparation jobs: begun by a confirmed quote, moved along, filed with the return. */
export function createTaxPreparationModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  /** Whether the job's return waits for an invoice to be paid (payments' `releaseHoldOf`). */
  releaseHold: ReleaseHoldOf;
}) {
  const taxPreparation = createTaxPreparationService(deps);
  return {
    name: "tax-preparation",
    taxPreparation,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(taxPreparationRoutes, { taxPreparation });
    },
  };
}
