import { ADMIN_PAGE_SIZE, type AuditEntry } from "@taxlane/contract";
import type { Database } from "../../db/client";
import { auditRecords, auditSummary } from "../audit";
import { peopleRecords } from "../identity";

/**
 * The audit log as operators read it: newest first, a page at a time, each entry with the names of
 * who acted and whom it concerned and a sentence saying what happened. Reading it writes nothing.
 */
export function createAuditLogService(db: Database) {
  return {
    async search(query: {
      text?: string;
      action?: string;
      userId?: number;
      beforeId?: number;
    }): Promise<AuditEntry[]> {
      const rows = await auditRecords.search(db, {
        text: query.text || undefined,
        action: query.action || undefined,
        userId: query.userId,
        beforeId: query.beforeId,
        limit: ADMIN_PAGE_SIZE,
      });
      const people = await peopleRecords.byIds(
        db,
        rows.flatMap((row) => [row.actorUserId, row.subjectUserId].filter((id) => id !== null)),
      );
      const nameOf = (id: number | null) => {
        const person = id === null ? undefined : people.get(id);
        return person ? `${person.firstName} ${person.lastName}`.trim() || person.email : null;
      };
      return rows.map((row) => {
        const subjectName = nameOf(row.subjectUserId);
        return {
          id: row.id,
          at: row.at.toISOString(),
          actorUserId: row.actorUserId,
          actorRoleId: row.actorRoleId,
          action: row.action,
          subjectUserId: row.subjectUserId,
          subject: row.subject,
          fromAddress: row.fromAddress,
          detail: row.detail,
          actorName: nameOf(row.actorUserId),
          subjectName,
          summary: auditSummary(row, subjectName),
        };
      });
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
