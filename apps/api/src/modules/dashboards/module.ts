import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { dashboardsRoutes } from "./dashboards.routes";
import { createMarketplaceHealthService } from "./marketplace-health.service";
import { createPracticeDashboardService } from "./practice-dashboard.service";

/** The dashboards: figures read over other modules' tables, no table of their own. */
export function createDashboardsModule(deps: { db: Database; clock: Clock }) {
  const practice = createPracticeDashboardService(deps);
  const health = createMarketplaceHealthService(deps);
  return {
    name: "dashboards",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(dashboardsRoutes, { practice, health });
    },
  };
}
