import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { requestLanguage } from "../../lib/request-language";
import type { ContactService } from "./contact.service";

/** The contact-us and book-a-demo forms: public, limited per client address and hour. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; perHour: number }> = async (
  app,
  { contact, perHour },
) => {
  const tags = ["Contact"];
  const config = { rateLimit: { max: perHour, timeWindow: 60 * 60_000 } };

  route(app, endpoints.public.sendContactUsMessage, { tags, config }, (request) =>
    contact.sendContactMessage(request.body, requestLanguage(request)),
  );
  route(app, endpoints.public.bookDemo, { tags, config }, (request) =>
    contact.bookDemo(request.body, requestLanguage(request)),
  );
};
