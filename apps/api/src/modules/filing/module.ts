import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { NotificationsService } from "../notifications";
import { filingRoutes } from "./filing.routes";
import { createRecordFilingService } from "./record-filing.service";
import { createReturnOutcomeService } from "./return-outcome.service";

/** Filings of a job's return, the IRS's answers to them, and what the accepted return came to. */
export function createFilingModule(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const filings = createRecordFilingService(deps);
  const outcomes = createReturnOutcomeService(deps);
  return {
    name: "filing",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(filingRoutes, { db: deps.db, clock: deps.clock, filings, outcomes });
    },
  };
}
