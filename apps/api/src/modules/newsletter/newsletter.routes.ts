import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { requestLanguage } from "../../lib/request-language";
import type { NewsletterService } from "./newsletter.service";

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  perHour: number;
}> = async (app, { newsletter, perHour }) => {
  const tags = ["Newsletter"];

  route(
    app,
    endpoints.emailSubscription.create,
    { tags, config: { rateLimit: { max: perHour, timeWindow: 60 * 60_000 } } },
    (request) => newsletter.subscribe(request.query.email, requestLanguage(request)),
  );
  route(app, endpoints.emailSubscription.get, { tags }, (request) => newsletter.get(request.query.token));
  route(app, endpoints.emailSubscription.unsubscribe, { tags }, (request) =>
    newsletter.unsubscribe(request.body.token),
  );
};
