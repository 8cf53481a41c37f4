import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { ConsentService } from "./consent.service";
import type { SupportCaseService } from "./support-case.service";

/** The taxpayer's §7216 consent for a job. */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  supportCases: SupportCaseService;
}> = async (app, { consent, supportCases }) => {
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
  route(app, endpoints.taxpayer.getSupportCase, { tags }, (request) =>
    supportCases.get(request.principal, request.query.quoteId),
  );
  route(app, endpoints.taxpayer.openSupportCase, { tags }, (request) =>
    supportCases.open(request.principal, request.body, request.ip),
  );
  route(app, endpoints.taxpayer.closeSupportCase, { tags }, (request) =>
    supportCases.close(request.principal, request.body.quoteId, request.ip),
  );
};
