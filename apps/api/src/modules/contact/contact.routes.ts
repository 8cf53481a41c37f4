import { contactUsMessageRequestSchema, demoRequestSchema, messageReceivedSchema } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContactService } from "./contact.service";

/** The contact-us and book-a-demo forms: public, limited per client address and hour. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; perHour: number }> = async (
  app,
  { contact, perHour },
) => {
  const tags = ["Contact"];
  const config = { rateLimit: { max: perHour, timeWindow: 60 * 60_000 } };

  app.post(
    "/Public/SendContactUsMessage",
    {
      config,
      schema: { tags, body: contactUsMessageRequestSchema, response: { 200: messageReceivedSchema } },
    },
    (request) => contact.sendContactMessage(request.body),
  );
  app.post(
    "/Public/BookDemo",
    { config, schema: { tags, body: demoRequestSchema, response: { 200: messageReceivedSchema } } },
    (request) => contact.bookDemo(request.body),
  );
};
