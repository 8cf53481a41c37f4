import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { CheckoutService } from "./checkout.service";
import type { PayoutsService } from "./payouts.service";
import type { RefundsService } from "./refunds.service";

/** The professional's payouts and refunds; the taxpayer's checkout of an invoice. */
export const onlinePaymentsRoutes: FastifyPluginAsyncZod<{
  payouts: PayoutsService;
  checkout: CheckoutService;
  refunds: RefundsService;
}> = async (app, { payouts, checkout, refunds }) => {
  const tags = ["Payments"];
  route(app, endpoints.accountant.getPayouts, { tags }, (request) => payouts.payouts(request.principal));
  route(app, endpoints.accountant.connectPayouts, { tags }, (request) => payouts.connect(request.principal));
  route(app, endpoints.accountant.refundPayment, { tags }, (request) =>
    refunds.refundPayment(request.principal, request.body),
  );
  route(app, endpoints.taxpayer.payInvoice, { tags }, (request) =>
    checkout.payInvoice(request.principal, request.body),
  );
};
