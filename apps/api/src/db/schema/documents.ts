import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

/**
 * A document the professional asked the taxpayer for: its title and note, whose it is (taxpayer or
 * spouse), where it stands (DocumentStatusId) and the file given for it, if any.
 */
export const requestedDocuments = pgTable(
  "requested_documents",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    title: text("title").notNull(),
    note: text("note"),
    forSpouse: boolean("for_spouse").notNull(),
    statusId: integer("status_id").notNull(),
    fileId: integer("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    reviewNote: text("review_note"),
    requestedByUserId: integer("requested_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull(),
    providedAt: timestamp("provided_at", { withTimezone: true, mode: "date" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("requested_documents_quote_idx").on(table.quoteId),
    index("requested_documents_file_idx").on(table.fileId),
  ],
);
