import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { MarketplaceHealthService } from "./marketplace-health.service";
import type { PracticeDashboardService } from "./practice-dashboard.service";

/** The dashboards: the owner's figures of their practice, and the operator's health of the marketplace. */
export const dashboardsRoutes: FastifyPluginAsyncZod<{
  practice: PracticeDashboardService;
  health: MarketplaceHealthService;
}> = async (app, { practice, health }) => {
  route(app, endpoints.practice.getDashboard, { tags: ["Practices"] }, (request) =>
    practice.dashboardFor(request.principal),
  );
  route(app, endpoints.admin.getMarketplaceHealth, { tags: ["Operator console"] }, (request) =>
    health.healthFor(request.principal),
  );
};
