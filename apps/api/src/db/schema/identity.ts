import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A 6-digit code mailed for one purpose (sign-up, sign-in, reset, e-mail change). One live code per
 * address and purpose: a new one replaces the old. Stored as a keyed hash, never as the digits.
 */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [uniqueIndex("email_codes_email_purpose_unique").on(table.email, table.purpose)],
);

/** Each code mailed, kept to limit resends per address and purpose. */
export const emailCodeSends = pgTable(
  "email_code_sends",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("email_code_sends_lookup_idx").on(table.email, table.purpose, table.sentAt)],
);

/** The single-use token of a reset link (1 hour), stored hashed. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/** Failed sign-ins per client address and per account, for a back-off that grows with each failure. */
export const signInThrottles = pgTable("sign_in_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true, mode: "date" }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }),
});
