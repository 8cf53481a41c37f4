import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { OperatorPaymentsService } from "./operator-payments.service";

/** The operator console's payments: the fee, the totals, the open disputes and the latest payments. */
export const operatorPaymentsRoutes: FastifyPluginAsyncZod<{
  operatorPayments: OperatorPaymentsService;
}> = async (app, { operatorPayments }) => {
  const tags = ["Operator console"];
  route(app, endpoints.admin.getPayments, { tags }, () => operatorPayments.overview());
  route(app, endpoints.admin.savePaymentFee, { tags }, (request) =>
    operatorPayments.saveFee(request.principal, request.body.feeBasisPoints, request.ip),
  );
};
