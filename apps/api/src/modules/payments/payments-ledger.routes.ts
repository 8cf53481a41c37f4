import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { sendFile } from "../../lib/file-reply";
import type { PaymentsLedgerService } from "./payments-ledger.service";
import type { ReceiptsService } from "./receipts.service";

/** The professional's payments page and its CSV, the taxpayer's billing history, and receipts. */
export const paymentsLedgerRoutes: FastifyPluginAsyncZod<{
  ledger: PaymentsLedgerService;
  receipts: ReceiptsService;
}> = async (app, { ledger, receipts }) => {
  const tags = ["Payments"];
  route(app, endpoints.accountant.getPayments, { tags }, (request) =>
    ledger.professionalPayments(request.principal, request.query.year),
  );
  route(app, endpoints.accountant.exportPayments, { tags }, async (request, reply) =>
    sendFile(
      reply,
      await ledger.professionalCsv(request.principal, request.query.year),
      "text/csv; charset=utf-8",
    ),
  );
  route(app, endpoints.taxpayer.getPayments, { tags }, (request) =>
    ledger.taxpayerPayments(request.principal),
  );
  route(app, endpoints.payments.getReceipt, { tags }, async (request, reply) =>
    sendFile(reply, await receipts.receipt(request.principal, request.query.paymentId), "application/pdf"),
  );
};
