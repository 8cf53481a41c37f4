import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A taxpayer's consent under IRC §7216 to disclose a job's answers and files to its professional: the
 * text version agreed to, when and from where; withdrawing stops future disclosures (the row stays).
 * At most one live consent per job.
 */
export const disclosureConsents = pgTable(
  "disclosure_consents",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id").notNull(),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    textVersion: text("text_version").notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true, mode: "date" }).notNull(),
    fromAddress: text("from_address"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("disclosure_consents_quote_idx").on(table.quoteId),
    uniqueIndex("disclosure_consents_live_unique").on(table.quoteId).where(sql`${table.withdrawnAt} is null`),
  ],
);

/**
 * A taxpayer's support case: while it is live (before `expiresAt`, not closed) our operators may
 * read the job's organizer answers and files. At most one live-or-unclosed case per job.
 */
export const supportCases = pgTable(
  "support_cases",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id").notNull(),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("support_cases_quote_idx").on(table.quoteId),
    index("support_cases_expires_idx").on(table.expiresAt),
  ],
);
