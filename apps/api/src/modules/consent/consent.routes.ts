import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { ConsentService } from "./consent.service";

/** The taxpayer's §7216 consent for a job. */
export const consentRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (app, { consent }) => {
  const tags = ["Consent"];
  route(app, endpoints.taxpayer.getDisclosureConsent, { tags }, (request) =>
    consent.get(request.principal, request.query.quoteId),
  );
  route(app, endpoints.taxpayer.giveDisclosureConsent, { tags }, (request) =>
    consent.give(request.principal, request.body, request.ip),
  );
  route(app, endpoints.taxpayer.withdrawDisclosureConsent, { tags }, (request) =>
    consent.withdraw(request.principal, request.body.quoteId, request.ip),
  );
};
