import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { route } from "../../lib/endpoint";
import { filingReminderRecords } from "./filing-reminder-records";
import type { RecordFilingService } from "./record-filing.service";
import type { ReturnOutcomeService } from "./return-outcome.service";

/** Filings, the IRS's answers, the outcome, and the operator's list of uncorrected rejections. */
export const filingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  filings: RecordFilingService;
  outcomes: ReturnOutcomeService;
}> = async (app, { db, clock, filings, outcomes }) => {
  const tags = ["Filing"];
  route(app, endpoints.accountant.recordFiling, { tags }, (request) =>
    filings.record(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.recordFilingAcknowledgment, { tags }, (request) =>
    filings.acknowledge(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.recordReturnOutcome, { tags }, (request) =>
    outcomes.record(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.markRefundIssued, { tags }, (request) =>
    outcomes.markRefundIssued(request.principal, request.body, "professional", request.ip),
  );
  route(app, endpoints.taxpayer.markRefundIssued, { tags }, (request) =>
    outcomes.markRefundIssued(request.principal, request.body, "taxpayer", request.ip),
  );
  route(app, endpoints.taxPreparation.getFilings, { tags }, (request) =>
    outcomes.view(request.principal, request.query.quoteId),
  );
  route(app, endpoints.admin.getUncorrectedRejections, { tags }, () =>
    filingReminderRecords.uncorrected(db, clock.now()),
  );
};
