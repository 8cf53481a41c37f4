import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { AdminService } from "./admin.service";
import type { AuditLogService } from "./audit-log.service";

/** The operator console's calls, each kept to operators by its endpoint table entry. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; auditLog: AuditLogService }> = async (
  app,
  { admin, auditLog },
) => {
  const tags = ["Operator console"];
  route(app, endpoints.admin.getPendingProfessionals, { tags }, () => admin.pendingProfessionals());
  route(app, endpoints.admin.approveProfessional, { tags }, (request) =>
    completed(admin.approveProfessional(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.admin.refuseProfessional, { tags }, (request) =>
    completed(admin.refuseProfessional(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.admin.searchAccounts, { tags }, (request) => admin.listAccounts(request.query));
  route(app, endpoints.admin.suspendAccount, { tags }, (request) =>
    completed(admin.suspend(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.admin.restoreAccount, { tags }, (request) =>
    completed(admin.restore(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.admin.getInbox, { tags }, (request) => admin.inbox(request.query));
  route(app, endpoints.admin.getSupportCases, { tags }, () => admin.supportCases());
  route(app, endpoints.admin.getAuditLog, { tags }, (request) => auditLog.search(request.query));
};
