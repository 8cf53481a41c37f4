import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { SessionsService } from "../identity";
import type { NotificationsService } from "../notifications";
import { adminRoutes } from "./admin.routes";
import { createAdminService } from "./admin.service";
import { createAuditLogService } from "./audit-log.service";

/** The operator console: credentials checks, suspensions, the inbox and the audit log. */
export function createAdminModule(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  sessions: Pick<SessionsService, "endAllForUser">;
}) {
  const admin = createAdminService(deps);
  const auditLog = createAuditLogService(deps.db);
  return {
    name: "admin",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(adminRoutes, { admin, auditLog });
    },
  };
}
