import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { auditEntries } from "../../db/schema";

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;

export interface AuditSearch {
  /** Part of the action, the subject or the address. */
  text?: string;
  action?: string;
  /** Entries where this account acted or was acted upon. */
  userId?: number;
  /** Entries that acted upon this account only. */
  subjectUserId?: number;
  /** Entries older than this id (the next page). */
  beforeId?: number;
  limit: number;
}

/** Entries of one account made between two moments: from `from`, up to `until` (none: up to now). */
export interface ActorSpell {
  userId: number;
  from: Date;
  until: Date | null;
}

/** The audit log's one writer and reader. There is no update or delete here, on purpose. */
export const auditRepository = {
  async insert(executor: Executor, rows: NewAuditEntry[]): Promise<void> {
    if (rows.length === 0) return;
    await executor.insert(auditEntries).values(rows);
  },

  async search(executor: Executor, search: AuditSearch): Promise<AuditEntryRow[]> {
    const conditions: SQL[] = [];
    if (search.text) {
      const pattern = `%${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const any = or(
        ilike(auditEntries.action, pattern),
        ilike(auditEntries.subject, pattern),
        ilike(auditEntries.fromAddress, pattern),
      );
      if (any) conditions.push(any);
    }
    if (search.action) conditions.push(eq(auditEntries.action, search.action));
    if (search.userId !== undefined) {
      const either = or(
        eq(auditEntries.actorUserId, search.userId),
        eq(auditEntries.subjectUserId, search.userId),
      );
      if (either) conditions.push(either);
    }
    if (search.subjectUserId !== undefined)
      conditions.push(eq(auditEntries.subjectUserId, search.subjectUserId));
    if (search.beforeId !== undefined) conditions.push(lt(auditEntries.id, search.beforeId));
    return executor
      .select()
      .from(auditEntries)
      .where(and(...conditions))
      .orderBy(desc(auditEntries.id))
      .limit(search.limit);
  },

  /** Entries some account acted in within one of its spells, newest first, older than `beforeId`. */
  async byActorSpells(
    executor: Executor,
    query: { spells: readonly ActorSpell[]; beforeId?: number; limit: number },
  ): Promise<AuditEntryRow[]> {
    const within = query.spells.map((spell) =>
      and(
        eq(auditEntries.actorUserId, spell.userId),
        gte(auditEntries.at, spell.from),
        spell.until ? lt(auditEntries.at, spell.until) : undefined,
      ),
    );
    // No spells would be no condition at all (the whole log): answer nothing instead.
    if (within.length === 0) return [];
    const before = query.beforeId === undefined ? undefined : lt(auditEntries.id, query.beforeId);
    return executor
      .select()
      .from(auditEntries)
      .where(and(or(...within), before))
      .orderBy(desc(auditEntries.id))
      .limit(query.limit);
  },
};
