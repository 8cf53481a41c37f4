import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { SecondFactorsAdminService } from "./second-factors.service";

/** The operator's view and reset of one person's second factors, kept to operators by the endpoint table. */
export const secondFactorsAdminRoutes: FastifyPluginAsyncZod<{ factors: SecondFactorsAdminService }> = async (
  app,
  { factors },
) => {
  const tags = ["Operator console"];
  route(app, endpoints.admin.secondFactors, { tags }, (request) =>
    factors.view(request.principal, request.query.userId, request.ip),
  );
  route(app, endpoints.admin.resetSecondFactors, { tags }, (request) =>
    completed(factors.reset(request.principal, request.body, request.ip)),
  );
};
