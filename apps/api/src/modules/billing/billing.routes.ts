import { planSchema } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BillingService } from "./billing.service";

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    "/Subscription/GetAllPlan",
    {
      schema: {
        tags: ["Billing"],
        summary: "Every plan, sorted by id",
        response: { 200: z.array(planSchema) },
      },
    },
    () => billing.listPlans(),
  );
};
