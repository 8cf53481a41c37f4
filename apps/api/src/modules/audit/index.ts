// What other modules may use of audit: the rest of this folder is its own (audit has no routes,
// so no module.ts).

export { auditSummary } from "./audit-entry-texts";
export {
  type ActorSpell,
  type AuditAction,
  type AuditEntryRow,
  auditActions,
  auditRecords,
} from "./audit-records";
