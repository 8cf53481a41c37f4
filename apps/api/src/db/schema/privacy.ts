import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Each archive a person downloaded of their data; counted for the limit of two per 12 months. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exportedAt: timestamp("exported_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("data_exports_user_idx").on(table.userId, table.exportedAt)],
);

/**
 * What a closed account left that must be kept for seven years: a job's return information
 * (`job:<quoteId>`) or the account's own records (`account:<userId>`), and until when. The disposal
 * job removes each once `retain_until` has passed and sets `disposed_at`. No foreign key: the row
 * outlives what it names.
 */
export const retainedRecords = pgTable(
  "retained_records",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull().unique(),
    closedUserId: integer("closed_user_id").notNull(),
    retainUntil: timestamp("retain_until", { withTimezone: true, mode: "date" }).notNull(),
    disposedAt: timestamp("disposed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("retained_records_due_idx").on(table.retainUntil)],
);
