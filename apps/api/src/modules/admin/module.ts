import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { SessionsService } from "../identity";
import type { NotificationsService } from "../notifications";
import { adminRoutes } from "./admin.routes";
import { createAdminService } from "./admin.service";
import { createAuditLogService } from "./audit-log.service";
import { secondFactorsAdminRoutes } from "./second-factors.routes";
import { createSecondFactorsAdminService } from "./second-factors.service";

/** The operator console: credentials checks, suspensions, the inbox and the audit log. */
export function createAdminModule(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  sessions: Pick<SessionsService, "endAllForUser">;
  /** The mail telling a person their factors were reset. */
  mail: MailOutbox;
  publicUrl: string;
  supportEmail: string;
}) {
  const admin = createAdminService(deps);
  const auditLog = createAuditLogService(deps.db);
  return {
    name: "admin",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(adminRoutes, { admin, auditLog });
      await api.register(secondFactorsAdminRoutes, { factors: createSecondFactorsAdminService(deps) });
    },
  };
}
