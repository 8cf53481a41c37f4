import {
  newsletterEmailQuerySchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { NewsletterService } from "./newsletter.service";

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  perHour: number;
}> = async (app, { newsletter, perHour }) => {
  const tags = ["Newsletter"];
  const response = { 200: newsletterSubscriptionSchema };

  app.post(
    "/EmailSubscription/Create",
    {
      config: { rateLimit: { max: perHour, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        summary: "Subscribes the address; again for a live subscription changes nothing and sends no mail",
        querystring: newsletterEmailQuerySchema,
        response,
      },
    },
    (request) => newsletter.subscribe(request.query.email),
  );
  app.get(
    "/EmailSubscription/Get",
    {
      schema: {
        tags,
        summary: "The subscription an unsubscribe link belongs to",
        querystring: newsletterTokenSchema,
        response,
      },
    },
    (request) => newsletter.get(request.query.token),
  );
  app.post(
    "/EmailSubscription/Unsubscribe",
    { schema: { tags, body: newsletterTokenSchema, response } },
    (request) => newsletter.unsubscribe(request.body.token),
  );
};
