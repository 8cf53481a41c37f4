import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { guardedConfig } from "../../lib/guarded-route";
import { completed } from "../../lib/route-replies";
import type { ProfilesService } from "./profiles.service";

/** The directory (public), the experts' profiles and the taxpayers' own profile. */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; perMinute: number }> = async (
  app,
  { profiles, perMinute },
) => {
  const tags = ["Profiles"];
  route(app, endpoints.public.expertsNearYou, { tags }, (request) => profiles.expertsNearYou(request.query));
  route(app, endpoints.public.experts, { tags }, (request) => profiles.directory(request.query));
  route(app, endpoints.public.testimonials, { tags }, (request) =>
    profiles.testimonials(request.query.count),
  );
  route(app, endpoints.accountant.getAccountantProfileDetails, { tags }, (request) =>
    profiles.profileDetails(request.principal, request.query.accountantId),
  );
  route(app, endpoints.accountant.updateAccountantProfileDetails, { tags }, async (request) =>
    completed(profiles.updateExpertProfile(request.principal, await readFormData(request))),
  );
  route(app, endpoints.taxpayer.updateProfileDetails, { tags }, async (request) =>
    completed(profiles.updateTaxpayerProfile(request.principal, await readFormData(request))),
  );
  route(app, endpoints.user.sendEmailChangeCode, { tags, config: guardedConfig(perMinute) }, (request) =>
    completed(profiles.sendEmailChangeCode(request.principal, request.query.email)),
  );
};
