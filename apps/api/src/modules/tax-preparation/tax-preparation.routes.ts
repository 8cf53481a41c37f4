import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { TaxPreparationService } from "./tax-preparation.service";

/** Tax preparation jobs from both sides: lists, the taxpayer's status moves. */
export const taxPreparationRoutes: FastifyPluginAsyncZod<{ taxPreparation: TaxPreparationService }> = async (
  app,
  { taxPreparation },
) => {
  const tags = ["Tax preparation"];
  route(app, endpoints.taxpayer.getTaxpayerTaxPreparations, { tags }, (request) =>
    taxPreparation.listForTaxpayer(request.principal),
  );
  route(app, endpoints.accountant.getAccountantTaxPreparations, { tags }, (request) =>
    taxPreparation.listForExpert(request.principal),
  );
  route(app, endpoints.taxPreparation.getTaxPreparation, { tags }, (request) =>
    taxPreparation.detail(request.principal, request.query.quoteId),
  );
  route(app, endpoints.taxpayer.makeTaxPreparationJobStatusInProcess, { tags }, (request) =>
    completed(taxPreparation.makeInProcess(request.principal, request.query.quoteId)),
  );
  route(app, endpoints.taxpayer.makeTaxPreparationJobStatusInForReview, { tags }, (request) =>
    completed(taxPreparation.makeInForReview(request.principal, request.query.quoteId)),
  );
};
