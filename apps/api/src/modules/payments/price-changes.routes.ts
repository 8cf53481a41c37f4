import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { PriceChangesService } from "./price-changes.service";

/** Price changes: the professional asks for or withdraws one, the taxpayer accepts or declines it. */
export const priceChangesRoutes: FastifyPluginAsyncZod<{ priceChanges: PriceChangesService }> = async (
  app,
  { priceChanges },
) => {
  const tags = ["Payments"];
  route(app, endpoints.accountant.requestPriceChange, { tags }, (request) =>
    priceChanges.request(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.withdrawPriceChange, { tags }, (request) =>
    priceChanges.withdraw(request.principal, request.body.priceChangeId, request.ip),
  );
  route(app, endpoints.taxpayer.acceptPriceChange, { tags }, (request) =>
    priceChanges.answer(request.principal, request.body.priceChangeId, "accepted", request.ip),
  );
  route(app, endpoints.taxpayer.declinePriceChange, { tags }, (request) =>
    priceChanges.answer(
      request.principal,
      request.body.priceChangeId,
      "declined",
      request.ip,
      request.body.note,
    ),
  );
};
