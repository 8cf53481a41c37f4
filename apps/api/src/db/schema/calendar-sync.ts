import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A professional's synced external calendar (Google or Microsoft), at most one per person. The
 * provider's refresh token is sealed with the keyring (`keyId:base64`), never stored in the clear.
 * `status` is `connected`, or `broken` once the provider refused the token (revoked or expired).
 */
export const calendarConnections = pgTable("calendar_connections", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  account: text("account"),
  calendarId: text("calendar_id").notNull(),
  refreshTokenSealed: text("refresh_token_sealed").notNull(),
  status: text("status").notNull(),
  lastError: text("last_error"),
  connectedAt: timestamp("connected_at", { withTimezone: true, mode: "date" }).notNull(),
  brokenAt: timestamp("broken_at", { withTimezone: true, mode: "date" }),
});

/**
 * An OAuth `state` handed out with an authorization URL: stored as its SHA-256, bound to the person
 * and the provider, used once, valid for ten minutes.
 */
export const calendarOauthStates = pgTable(
  "calendar_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    /**
     * The PKCE code verifier this start sent the provider the challenge of, sealed with the keyring:
     * only the server that began the connection can exchange its code. Null on starts made before
     * PKCE, whose codes are exchanged without one.
     */
    codeVerifierSealed: text("code_verifier_sealed"),
  },
  (table) => [index("calendar_oauth_states_user_idx").on(table.userId)],
);

/** The event an approved appointment became in the synced calendar, so its cancellation removes it. */
export const calendarSyncedEvents = pgTable(
  "calendar_synced_events",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => calendarConnections.userId, { onDelete: "cascade" }),
    appointmentId: integer("appointment_id").notNull(),
    eventId: text("event_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.appointmentId] })],
);
