import { marketplaceHealthSchema, practiceDashboardSchema } from "../dashboards";

/** The dashboards: a practice's figures and the marketplace's health. */
export const dashboardSchemas = {
  practiceDashboardSchema,
  marketplaceHealthSchema,
};
