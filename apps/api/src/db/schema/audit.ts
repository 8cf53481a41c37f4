import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What touched a person's data: who (the acting account and its role), when, what (`action`), whose
 * (`subjectUserId`) and which thing (`subject`, e.g. `quote:12`, `file:40`), from which address.
 * Append-only: the code has no update or delete path, and a trigger refuses both (migration 0014).
 * No foreign keys: an entry outlives the accounts it names (kept seven years).
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    actorUserId: integer("actor_user_id"),
    actorRoleId: integer("actor_role_id"),
    action: text("action").notNull(),
    subjectUserId: integer("subject_user_id"),
    subject: text("subject"),
    fromAddress: text("from_address"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index("audit_entries_at_idx").on(table.at),
    index("audit_entries_actor_idx").on(table.actorUserId),
    index("audit_entries_subject_user_idx").on(table.subjectUserId),
    index("audit_entries_action_idx").on(table.action),
  ],
);
