import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { RemindersService } from "./reminders.service";

/** A job's reminders as its professional sees and steers them. */
export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
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
};
