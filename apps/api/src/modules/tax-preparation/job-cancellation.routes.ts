import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { JobCancellationService } from "./job-cancellation.service";

/** The taxpayer cancelling a job before work starts. */
export const jobCancellationRoutes: FastifyPluginAsyncZod<{ cancellation: JobCancellationService }> = async (
  app,
  { cancellation },
) => {
  route(app, endpoints.taxpayer.cancelJob, { tags: ["Tax preparation"] }, (request) =>
    cancellation.cancel(request.principal, request.body, request.ip),
  );
};
