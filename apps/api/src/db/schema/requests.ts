import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A taxpayer's request for quotes: the answers of the initial questions, individual (kind 1) or
 * business (kind 2), kept as the contract parsed them. `state` is copied out for matching.
 */
export const taxRequests = pgTable(
  "tax_requests",
  {
    id: serial("id").primaryKey(),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: integer("kind").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    state: text("state"),
    /** Made through an expert's invitation link: the request goes to that expert alone. */
    invitedExpertUserId: integer("invited_expert_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** When matching last looked for experts for it: set when routed and at each widening pass. */
    routedAt: timestamp("routed_at", { withTimezone: true, mode: "date" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("tax_requests_taxpayer_idx").on(table.taxpayerUserId)],
);

/** An expert's invitation link for a new tax preparation; only the key's hash is kept. */
export const expertInvitations = pgTable("expert_invitations", {
  keyHash: text("key_hash").primaryKey(),
  expertUserId: integer("expert_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});
