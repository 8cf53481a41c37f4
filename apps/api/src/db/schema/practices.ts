import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const knownRole = (column: unknown) => sql`${column} in ('owner', 'preparer', 'reviewer', 'assistant')`;

/**
 * A firm of tax professionals: a professional made their account one and is its first owner. A job
 * taken by a member is the practice's (`tax_preparation_jobs.practice_id`) and worked by its assigned
 * member; the practice groups people, their roles and that work.
 */
export const practices = pgTable(
  "practices",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address"),
    /** The IRS's Electronic Filing Identification Number: 7 digits. */
    efin: text("efin"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [check("practices_efin_digits", sql`${table.efin} is null or ${table.efin} ~ '^[0-9]{7}$'`)],
);

/**
 * Who works in a practice, with what role (PRACTICE_ROLES). A person belongs to one practice at most
 * (the unique user index, also the index every call's capability check reads by).
 */
export const practiceMembers = pgTable(
  "practice_members",
  {
    practiceId: integer("practice_id")
      .notNull()
      .references(() => practices.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    /** A preparer's "sees every job", ticked by an owner; false for the other roles, whose table decides. */
    seesAllJobs: boolean("sees_all_jobs").notNull().default(false),
    joinedAt: at("joined_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.practiceId, table.userId] }),
    uniqueIndex("practice_members_user_unique").on(table.userId),
    check("practice_members_role_known", knownRole(table.role)),
  ],
);

/**
 * An owner's invitation to join the practice, mailed as a link carrying a random token of which only
 * the SHA-256 is kept. Open for 7 days; a newer invitation to the same address withdraws it.
 */
export const practiceInvitations = pgTable(
  "practice_invitations",
  {
    id: serial("id").primaryKey(),
    practiceId: integer("practice_id")
      .notNull()
      .references(() => practices.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    seesAllJobs: boolean("sees_all_jobs").notNull().default(false),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    revokedAt: at("revoked_at"),
  },
  (table) => [
    uniqueIndex("practice_invitations_token_unique").on(table.tokenHash),
    index("practice_invitations_practice_idx").on(table.practiceId),
    // One open invitation per address and practice: a new one withdraws the old in the same transaction.
    uniqueIndex("practice_invitations_open_unique")
      .on(table.practiceId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check("practice_invitations_role_known", knownRole(table.role)),
  ],
);

/**
 * Who was a member and is no more (removed or left): kept so the practice's log still shows what they
 * did while they were one, and only that (`joinedAt` to `leftAt`). A row of `practice_members` is
 * deleted on the way out; this is written in the same transaction.
 */
export const practiceFormerMembers = pgTable(
  "practice_former_members",
  {
    id: serial("id").primaryKey(),
    practiceId: integer("practice_id")
      .notNull()
      .references(() => practices.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    joinedAt: at("joined_at").notNull(),
    leftAt: at("left_at").notNull(),
  },
  (table) => [
    index("practice_former_members_practice_idx").on(table.practiceId),
    check("practice_former_members_role_known", knownRole(table.role)),
  ],
);
