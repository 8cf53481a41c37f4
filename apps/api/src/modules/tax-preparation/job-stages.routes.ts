import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { completed } from "../../lib/route-replies";
import type { JobStagesService } from "./job-stages.service";
import type { ReturnDraftsService } from "./return-drafts.service";

/** The professional moving a job through its stages and sharing its return as drafts; the taxpayer's review. */
export const jobStagesRoutes: FastifyPluginAsyncZod<{
  stages: JobStagesService;
  drafts: ReturnDraftsService;
}> = async (app, { stages, drafts }) => {
  const tags = ["Tax preparation"];
  route(app, endpoints.accountant.moveTaxPreparationJob, { tags }, (request) =>
    completed(stages.move(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.accountant.uploadTaxReturnFile, { tags }, async (request) =>
    completed(drafts.share(request.principal, await readFormData(request), request.ip)),
  );
  route(app, endpoints.taxpayer.reviewDraftReturn, { tags }, (request) =>
    completed(drafts.review(request.principal, request.body, request.ip)),
  );
};
