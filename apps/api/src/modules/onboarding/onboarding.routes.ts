import {
  businessInitialQuestionsSchema,
  businessRequestSchema,
  individualInitialQuestionsSchema,
  individualRequestSchema,
  initialQuestionsResponseSchema,
  invitationLinkSchema,
  tokenResponseSchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readFormData } from "../../lib/form-data";
import { multipartBody } from "../../lib/route-replies";
import type { ExpertRegistrationService } from "./expert-registration.service";
import type { OnboardingService } from "./onboarding.service";

/** The taxpayer's initial questions (requests for quotes), expert registration and invitation links. */
export const onboardingRoutes: FastifyPluginAsyncZod<{
  onboarding: OnboardingService;
  experts: ExpertRegistrationService;
  perMinute: number;
}> = async (app, { onboarding, experts, perMinute }) => {
  const tags = ["Onboarding"];
  app.post(
    "/taxpayer/AddIndividualTaxpayerInitialQuestions",
    {
      schema: {
        tags,
        summary: "Ask for quotes with the individual questionnaire's answers",
        body: individualInitialQuestionsSchema,
        response: { 200: initialQuestionsResponseSchema },
      },
    },
    (request) => onboarding.addIndividualRequest(request.principal, request.body),
  );
  app.post(
    "/taxpayer/AddBusinessTaxpayerInitialQuestions",
    {
      schema: {
        tags,
        summary: "Ask for quotes with the business questionnaire's answers",
        body: businessInitialQuestionsSchema,
        response: { 200: initialQuestionsResponseSchema },
      },
    },
    (request) => onboarding.addBusinessRequest(request.principal, request.body),
  );
  app.get(
    "/Taxpayer/GetNotProcessedIndividualRequests",
    {
      schema: {
        tags,
        summary: "The taxpayer's individual requests still waiting for a chosen quote",
        response: { 200: z.array(individualRequestSchema) },
      },
    },
    (request) => onboarding.openIndividualRequests(request.principal),
  );
  app.get(
    "/Taxpayer/GetNotProcessedBusinessRequests",
    {
      schema: {
        tags,
        summary: "The taxpayer's business requests still waiting for a chosen quote",
        response: { 200: z.array(businessRequestSchema) },
      },
    },
    (request) => onboarding.openBusinessRequests(request.principal),
  );
  app.post(
    "/accountant/registerAccountant",
    {
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Create an expert's account and profile (multipart) with the e-mailed code; answers a session token",
        ...multipartBody,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => experts.registerAccountant(await readFormData(request)),
  );
  app.get(
    "/Accountant/GenerateLinkForNewTaxPreparation",
    {
      schema: {
        tags,
        summary: "An invitation link; a request made through it goes to this expert alone",
        response: { 200: invitationLinkSchema },
      },
    },
    (request) => onboarding.invitationLink(request.principal),
  );
};
