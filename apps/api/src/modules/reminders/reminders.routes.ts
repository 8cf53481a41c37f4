import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { EstimatedTaxService } from "./estimated-tax.service";
import type { RemindersService } from "./reminders.service";

/** A job's reminders as its professional sees and steers them; the taxpayer's estimated payments. */
export const remindersRoutes: FastifyPluginAsyncZod<{
  reminders: RemindersService;
  estimatedTax: EstimatedTaxService;
}> = async (app, { reminders, estimatedTax }) => {
  const tags = ["Reminders"];
  route(app, endpoints.accountant.getJobReminders, { tags }, (request) =>
    reminders.list(request.principal, request.query.quoteId),
  );
  route(app, endpoints.accountant.setJobReminderCadence, { tags }, (request) => {
    const { quoteId, ...cadence } = request.body;
    return reminders.setCadence(request.principal, quoteId, cadence);
  });
  route(app, endpoints.accountant.sendReminderNow, { tags }, (request) =>
    reminders.sendNow(request.principal, request.body.quoteId, request.body.reminderId),
  );
  route(app, endpoints.accountant.stopReminder, { tags }, (request) =>
    reminders.stop(request.principal, request.body.quoteId, request.body.reminderId),
  );
  route(app, endpoints.user.getEstimatedTaxPayments, { tags }, (request) =>
    estimatedTax.payments(request.principal),
  );
  route(app, endpoints.user.setEstimatedTaxPaid, { tags }, (request) =>
    estimatedTax.setPaid(request.principal, request.body),
  );
};
