import type { Database } from "../../db/client";
import type { ApiModule } from "../../lib/api-module";
import { billingRoutes } from "./billing.routes";
import { createBillingService } from "./billing.service";

/** The plans. */
export function createBillingModule(deps: { db: Database }): ApiModule {
  return {
    name: "billing",
    registerRoutes: async (api) => {
      await api.register(billingRoutes, { billing: createBillingService(deps.db) });
    },
  };
}
