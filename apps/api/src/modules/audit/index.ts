export { type AuditAction, type AuditEntryRow, auditActions, auditRecords } from "./audit-records.service";
