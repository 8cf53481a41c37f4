import {
  expertCardSchema,
  expertsNearYouQuerySchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ProfilesService } from "./profiles.service";

/** The public directory's calls: no sign-in, only what a profile shows anyone. */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
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
};
