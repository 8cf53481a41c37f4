import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import type { AppointmentsService } from "../appointments";
import type { BillingService } from "../billing";
import type { CalendarSyncService } from "../calendar-sync";
import type { ChannelsClosing } from "../channels";
import type { FilesService } from "../files";
import type { SessionsService } from "../identity";
import { createAccountClosingService } from "./account-closing.service";
import { createDataExportService } from "./data-export.service";
import { createDisposal } from "./disposal";
import { privacyRoutes } from "./privacy.routes";

/**
 * A person's rights: their data as one archive (twice per 12 months), closing
 * their account, and the disposal (`privacy.dispose`, daily by default) of what closed accounts left
 * once its seven years are over. Tests run `disposal.runDue()` on their clock.
 */
export function createPrivacyModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
  sessions: SessionsService;
  billing: BillingService;
  appointments: AppointmentsService;
  calendarSync: Pick<CalendarSyncService, "revokeRemoved">;
  channels: ChannelsClosing;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  perMinute: number;
  /** Hours between disposal passes; 0: none (tests run `disposal.runDue()` themselves). */
  disposalEveryHours: number;
}) {
  const dataExport = createDataExportService(deps);
  const closing = createAccountClosingService(deps);
  const disposal = createDisposal(deps);
  if (deps.disposalEveryHours > 0) {
    deps.jobs.every("privacy.dispose", deps.disposalEveryHours * 60 * 60, async () => {
      await disposal.runDue();
    });
  }
  return {
    name: "privacy",
    disposal,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(privacyRoutes, { dataExport, closing, perMinute: deps.perMinute });
    },
  };
}

export type PrivacyModule = ReturnType<typeof createPrivacyModule>;
