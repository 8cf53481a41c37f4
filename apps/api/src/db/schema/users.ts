import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./column-types";

/** Everyone who signs in: taxpayers (role 1), experts (role 2) and operators (role 3). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    roleId: integer("role_id").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    birthDate: date("birth_date", { mode: "string" }),
    mayCallDirectly: boolean("may_call_directly").notNull().default(false),
    agreedToTermsAt: timestamp("agreed_to_terms_at", { withTimezone: true, mode: "date" }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    timeZone: text("time_zone"),
    /** The language mails, notices and pages speak to the person in (a catalog language: "en", "es"). */
    language: text("language").notNull().default("en"),
    /** The profile photo: the full image as a stored file, and a small square JPEG for lists. */
    avatarFileId: integer("avatar_file_id"),
    avatarThumbnail: bytea("avatar_thumbnail"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set by an operator: the person cannot sign in and their sessions are ended, until restored. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true, mode: "date" }),
    /** The person closed the account: the e-mail was freed and what need not be kept was removed. */
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    /**
     * Professionals and operators: when they must sign in with an authenticator app or a passkey to
     * reach client data. Set at their first sign-in without one (a grace of days); an operator's reset
     * of their factors sets it to the reset's time. Null for taxpayers and for those not yet asked.
     */
    secondFactorDueAt: timestamp("second_factor_due_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`)],
);

/** A signed-in session; the token carries its id, and every call checks it is still open. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    /**
     * How the person proved who they are: `password`, `email` (password and a mailed code), `totp`,
     * `recovery` (password and a recovery code) or `passkey`. Sessions from before this was kept: null.
     */
    factor: text("factor"),
    /** The browser's own description of itself, cut short, to name the device in the list of sessions. */
    userAgent: text("user_agent"),
    /**
     * Roughly where the session began: a country's ISO code, `local` or `unknown`, looked up offline
     * and worded as it is read (older rows hold English words).
     */
    place: text("place"),
    /** Last call made with the session, kept to the minute or so (not written on every call). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);
