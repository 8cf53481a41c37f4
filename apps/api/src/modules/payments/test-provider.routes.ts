import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { TestProviderService } from "./test-provider.service";

/** The local test provider's checkout of an invoice and onboarding of a payout account. */
export const testProviderRoutes: FastifyPluginAsyncZod<{ testProvider: TestProviderService }> = async (
  app,
  { testProvider },
) => {
  const tags = ["Payments"];
  route(app, endpoints.payments.getTestCheckout, { tags }, (request) =>
    testProvider.checkout(request.principal, request.query.session),
  );
  route(app, endpoints.payments.payTestCheckout, { tags }, (request) =>
    testProvider.pay(request.principal, request.body),
  );
  route(app, endpoints.payments.getTestOnboarding, { tags }, (request) =>
    testProvider.onboarding(request.principal, request.query.account),
  );
  route(app, endpoints.payments.completeTestOnboarding, { tags }, (request) =>
    testProvider.completeOnboarding(request.principal, request.body),
  );
};
