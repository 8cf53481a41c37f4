import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

/**
 * A document the professional asked the taxpayer for: its title and note, whose it is (taxpayer or
 * spouse), where it stands (DocumentStatusId) and the file given for it, if any. A document the
 * taxpayer gives unasked is a row too, with its kind, given by them and provided at once.
 */
export const requestedDocuments = pgTable(
  "requested_documents",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The kind the taxpayer picked for a document they gave unasked; null for a professional's request. */
    kind: text("kind"),
    /**
     * The kind a professional's request asks for (an upload kind), when they named one: a read
     * document of that kind is marked beside the request. Null for a request naming none, and for an upload.
     */
    requestedKind: text("requested_kind"),
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

/**
 * The professional's review of a file the taxpayer gave in the organizer: accepted, or to be given
 * again with a note. No row: provided, not yet reviewed. The file's removal takes its review with it.
 */
export const organizerFileReviews = pgTable(
  "organizer_file_reviews",
  {
    fileId: integer("file_id")
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    statusId: integer("status_id").notNull(),
    reviewNote: text("review_note"),
    reviewedByUserId: integer("reviewed_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("organizer_file_reviews_quote_idx").on(table.quoteId)],
);
