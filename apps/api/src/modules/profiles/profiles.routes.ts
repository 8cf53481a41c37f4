import {
  accountantProfileDetailsSchema,
  accountantProfileQuerySchema,
  emailChangeQuerySchema,
  expertCardSchema,
  expertDirectoryPageSchema,
  expertDirectoryQuerySchema,
  expertsNearYouQuerySchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readFormData } from "../../lib/form-data";
import { completed, done, multipartBody } from "../../lib/route-replies";
import type { ProfilesService } from "./profiles.service";

/** The directory (public), the experts' profiles and the taxpayers' own profile. */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; perMinute: number }> = async (
  app,
  { profiles, perMinute },
) => {
  const tags = ["Profiles"];
  app.get(
    "/Public/ExpertsNearYou",
    {
      schema: {
        tags,
        summary: "Professionals in a state (or all), best rated first",
        querystring: expertsNearYouQuerySchema,
        response: { 200: z.array(expertCardSchema) },
      },
    },
    (request) => profiles.expertsNearYou(request.query),
  );
  app.get(
    "/Public/Experts",
    {
      schema: {
        tags,
        summary: "The directory: professionals by state, service and work mode, best rated first, paged",
        querystring: expertDirectoryQuerySchema,
        response: { 200: expertDirectoryPageSchema },
      },
    },
    (request) => profiles.directory(request.query),
  );
  app.get(
    "/Public/Testimonials",
    {
      schema: {
        tags,
        summary: "The best recent reviews, for the home page",
        querystring: testimonialsQuerySchema,
        response: { 200: z.array(testimonialSchema) },
      },
    },
    (request) => profiles.testimonials(request.query.count),
  );
  app.get(
    "/Accountant/GetAccountantProfileDetails",
    {
      schema: {
        tags,
        summary: "The signed-in expert's profile, or with accountantId any expert's public profile",
        querystring: accountantProfileQuerySchema,
        response: { 200: accountantProfileDetailsSchema },
      },
    },
    (request) => profiles.profileDetails(request.principal, request.query.accountantId),
  );
  app.post(
    "/Accountant/UpdateAccountantProfileDetails",
    {
      schema: {
        tags,
        summary: "Save the expert's profile (multipart)",
        ...multipartBody,
        response: { 200: done },
      },
    },
    async (request) =>
      completed(profiles.updateExpertProfile(request.principal, await readFormData(request))),
  );
  app.post(
    "/Taxpayer/UpdateProfileDetails",
    {
      schema: {
        tags,
        summary: "Save the taxpayer's profile (multipart)",
        ...multipartBody,
        response: { 200: done },
      },
    },
    async (request) =>
      completed(profiles.updateTaxpayerProfile(request.principal, await readFormData(request))),
  );
  app.post(
    "/User/SendEmailChangeCode",
    {
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Mail a code to the address a signed-in person wants to use instead",
        querystring: emailChangeQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(profiles.sendEmailChangeCode(request.principal, request.query.email)),
  );
};
