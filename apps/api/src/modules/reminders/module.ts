import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import type { NotificationsService } from "../notifications";
import { createReminderEngine } from "./engine";
import { createEstimatedTaxService } from "./estimated-tax.service";
import { remindersRoutes } from "./reminders.routes";
import { createRemindersService } from "./reminders.service";

/**
 * Reminders (issue 19): one engine for the organizer's answers left for later, requested documents,
 * appointments and estimated tax payments, run by a recurring job (`reminders.send`, the database's
 * queue: one run at a time whatever the number of processes; the unique send key covers the rest).
 */
export function createRemindersModule(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** Seconds between passes; 0: none (tests run `engine.runDue()` themselves). */
  everySeconds: number;
}) {
  const engine = createReminderEngine(deps);
  const reminders = createRemindersService({ db: deps.db, clock: deps.clock, engine });
  if (deps.everySeconds > 0) {
    deps.jobs.every("reminders.send", deps.everySeconds, async () => {
      await engine.runDue();
    });
  }
  return {
    name: "reminders",
    engine,
    reminders,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(remindersRoutes, {
        reminders,
        estimatedTax: createEstimatedTaxService({ db: deps.db, clock: deps.clock }),
      });
    },
  };
}

export type RemindersModule = ReturnType<typeof createRemindersModule>;
