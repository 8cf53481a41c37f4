import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { InvoicesService } from "./invoices.service";

/** A job's billing for both sides; the professional's invoice drafts, sending and voiding. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  const tags = ["Billing"];
  route(app, endpoints.taxPreparation.getJobBilling, { tags }, (request) =>
    invoices.billing(request.principal, request.query.quoteId),
  );
  route(app, endpoints.accountant.createInvoice, { tags }, (request) =>
    invoices.create(request.principal, request.body),
  );
  route(app, endpoints.accountant.updateInvoice, { tags }, (request) =>
    invoices.update(request.principal, request.body),
  );
  route(app, endpoints.accountant.sendInvoice, { tags }, (request) =>
    invoices.send(request.principal, request.body.invoiceId, request.ip),
  );
  route(app, endpoints.accountant.deleteInvoiceDraft, { tags }, (request) =>
    completed(invoices.deleteDraft(request.principal, request.body.invoiceId)),
  );
  route(app, endpoints.accountant.voidInvoice, { tags }, (request) =>
    invoices.voidInvoice(request.principal, request.body, request.ip),
  );
};
