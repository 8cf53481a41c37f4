// What other modules may use of dashboards: the rest of this folder is its own. The composition makes
// the module with module.ts. Nothing else reads its figures.
export type { MarketplaceHealthService } from "./marketplace-health.service";
export type { PracticeDashboardService } from "./practice-dashboard.service";
