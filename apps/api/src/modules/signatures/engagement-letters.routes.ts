import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { EngagementLettersService } from "./engagement-letters.service";

/** The engagement letter: read by both sides, signed by the taxpayer, the professional's template. */
export const engagementLetterRoutes: FastifyPluginAsyncZod<{ letters: EngagementLettersService }> = async (
  app,
  { letters },
) => {
  const tags = ["Signatures"];
  route(app, endpoints.taxPreparation.getEngagementLetter, { tags }, (request) =>
    letters.get(request.principal, request.query.quoteId, request.ip),
  );
  route(app, endpoints.taxpayer.signEngagementLetter, { tags }, (request) =>
    letters.sign(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.getEngagementTemplate, { tags }, (request) =>
    letters.template(request.principal),
  );
  route(app, endpoints.accountant.saveEngagementTemplate, { tags }, (request) =>
    letters.saveTemplate(request.principal, request.body.body, request.ip),
  );
  route(app, endpoints.accountant.changeEngagementLetter, { tags }, (request) =>
    letters.change(request.principal, request.body),
  );
};
