import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { taxPreparationJobs } from "./marketplace";

/**
 * Each return the professional shared as a job's draft for the taxpayer's review, newest last: the job's
 * `tax_return_file_id` names the current one's file. A draft is reviewed once (approved, or changes
 * asked with a comment); a newer upload replaces it, and the older rows stay as the job's history.
 */
export const returnDrafts = pgTable(
  "return_drafts",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    sharedAt: timestamp("shared_at", { withTimezone: true, mode: "date" }).notNull(),
    /** pending | approved | changes_requested */
    reviewStatus: text("review_status").notNull().default("pending"),
    comment: text("comment"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("return_drafts_quote_idx").on(table.quoteId, table.id),
    index("return_drafts_file_idx").on(table.fileId),
    check(
      "return_drafts_review_status_known",
      sql`${table.reviewStatus} in ('pending', 'approved', 'changes_requested')`,
    ),
    check("return_drafts_comment_length", sql`char_length(${table.comment}) <= 2000`),
  ],
);
