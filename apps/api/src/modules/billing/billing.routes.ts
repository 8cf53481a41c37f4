import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { BillingService } from "./billing.service";

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  route(app, endpoints.subscription.getAllPlan, { tags: ["Billing"] }, () => billing.listPlans());
};
