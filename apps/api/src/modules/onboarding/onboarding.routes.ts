import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { guardedConfig } from "../../lib/guarded-route";
import type { ExpertRegistrationService } from "./expert-registration.service";
import type { OnboardingService } from "./onboarding.service";

/** The taxpayer's initial questions (requests for quotes), expert registration and invitation links. */
export const onboardingRoutes: FastifyPluginAsyncZod<{
  onboarding: OnboardingService;
  experts: ExpertRegistrationService;
  perMinute: number;
}> = async (app, { onboarding, experts, perMinute }) => {
  const tags = ["Onboarding"];
  route(app, endpoints.taxpayer.addIndividualTaxpayerInitialQuestions, { tags }, (request) =>
    onboarding.addIndividualRequest(request.principal, request.body),
  );
  route(app, endpoints.taxpayer.addBusinessTaxpayerInitialQuestions, { tags }, (request) =>
    onboarding.addBusinessRequest(request.principal, request.body),
  );
  route(app, endpoints.taxpayer.getNotProcessedIndividualRequests, { tags }, (request) =>
    onboarding.openIndividualRequests(request.principal),
  );
  route(app, endpoints.taxpayer.getNotProcessedBusinessRequests, { tags }, (request) =>
    onboarding.openBusinessRequests(request.principal),
  );
  route(
    app,
    endpoints.accountant.registerAccountant,
    { tags, config: guardedConfig(perMinute) },
    async (request) =>
      experts.registerAccountant(await readFormData(request), {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );
  route(app, endpoints.accountant.generateLinkForNewTaxPreparation, { tags }, (request) =>
    onboarding.invitationLink(request.principal),
  );
};
