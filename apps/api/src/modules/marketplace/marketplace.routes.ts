import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { completed } from "../../lib/route-replies";
import type { ReviewsService } from "../profiles";
import type { QuotesService } from "./quotes.service";
import type { RequestsService } from "./requests.service";

/** Requests routed to experts, quotes and their lifecycle, introductions and reviews. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{
  quotes: QuotesService;
  requests: RequestsService;
  reviews: ReviewsService;
}> = async (app, { quotes, requests, reviews }) => {
  const tags = ["Marketplace"];
  route(app, endpoints.taxpayer.getAllQuotes, { tags }, (request) =>
    quotes.listForTaxpayer(request.principal),
  );
  route(app, endpoints.taxpayer.chooseAccountant, { tags }, (request) =>
    completed(quotes.choose(request.principal, request.query.quoteId)),
  );
  route(app, endpoints.taxpayer.deleteRequest, { tags }, (request) =>
    completed(requests.deleteRequest(request.principal, request.query)),
  );
  route(app, endpoints.taxpayer.getIntroductions, { tags }, (request) =>
    requests.introductions(request.principal),
  );
  route(app, endpoints.accountant.getAllIndividualRequests, { tags }, (request) =>
    requests.individualForExpert(request.principal, request.query),
  );
  route(app, endpoints.accountant.getAllBusinessRequests, { tags }, (request) =>
    requests.businessForExpert(request.principal, request.query),
  );
  route(app, endpoints.accountant.sendQuote, { tags }, async (request) =>
    quotes.send(request.principal, await readFormData(request)),
  );
  route(app, endpoints.accountant.confirmQuote, { tags }, (request) =>
    completed(quotes.confirm(request.principal, request.query.quoteId)),
  );
  route(app, endpoints.accountant.declineQuote, { tags }, (request) =>
    completed(quotes.decline(request.principal, request.query.quoteId)),
  );
  route(app, endpoints.accountant.getAccountantSentQuotes, { tags }, (request) =>
    quotes.listForExpert(request.principal),
  );
  route(app, endpoints.taxpayer.hasTheAccountantFeedback, { tags }, (request) =>
    reviews.hasFeedback(request.principal, request.query.accountantId),
  );
  route(app, endpoints.taxpayer.sendAccountantFeedback, { tags }, (request) =>
    completed(reviews.send(request.principal, request.body)),
  );
};
