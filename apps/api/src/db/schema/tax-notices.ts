import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A letter from the IRS or a state a taxpayer received and gave their job's professional: its kind,
 * the respond-by date printed on it, the taxpayer's note and the file. The professional marks it
 * answered (with a note) and may quote for the work, which the taxpayer accepts or declines; an
 * accepted quote is the price agreed for that work. The job's two people are kept on the row, so the
 * professional's list of all their clients' letters reads one table.
 */
export const taxNotices = pgTable(
  "tax_notices",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** TAX_NOTICE_KINDS, "unknown" when the taxpayer could not tell. */
    kind: text("kind").notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    note: text("note"),
    fileId: integer("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** open | answered */
    status: text("status").notNull(),
    createdAt: at("created_at").notNull(),
    answeredAt: at("answered_at"),
    answerNote: text("answer_note"),
    quotePriceCents: integer("quote_price_cents"),
    quoteMessage: text("quote_message"),
    /** pending | accepted | declined; null before any quote. */
    quoteStatus: text("quote_status"),
    quotedAt: at("quoted_at"),
    quoteAnsweredAt: at("quote_answered_at"),
  },
  (table) => [
    index("tax_notices_quote_idx").on(table.quoteId),
    index("tax_notices_expert_idx").on(table.expertUserId, table.status, table.deadline),
    index("tax_notices_taxpayer_idx").on(table.taxpayerUserId),
    index("tax_notices_open_idx").on(table.deadline).where(sql`${table.status} = 'open'`),
    check("tax_notices_status", sql`${table.status} in ('open', 'answered')`),
    check(
      "tax_notices_quote_status",
      sql`${table.quoteStatus} is null or ${table.quoteStatus} in ('pending', 'accepted', 'declined')`,
    ),
    check("tax_notices_quote_price", sql`${table.quotePriceCents} is null or ${table.quotePriceCents} > 0`),
  ],
);
