import {
  bigint,
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
import { users } from "./users";

/**
 * A person's authenticator app (TOTP): one per person. The shared secret is kept encrypted with the
 * keyring; `lastUsedStep` is the newest 30-second step a code was accepted for, so a code is never
 * taken twice. A new app waits as `pendingSecretSealed` until the person types a first code from it,
 * then replaces the one before (a new phone), so the account is never without one in between.
 */
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Null until the first app is confirmed. */
  secretSealed: text("secret_sealed"),
  pendingSecretSealed: text("pending_secret_sealed"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
});

/** A passkey (WebAuthn credential) a person registered; it signs in alone or as the second step. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text("credential_id").notNull(),
    publicKey: bytea("public_key").notNull(),
    /** The authenticator's signature counter: an assertion must raise it (when it counts at all). */
    signCount: bigint("sign_count", { mode: "number" }).notNull().default(0),
    /** Comma-separated transports the browser reported (usb, internal, hybrid…), for the next sign-in. */
    transports: text("transports").notNull().default(""),
    /** The name the person gave it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("passkeys_credential_unique").on(table.credentialId),
    index("passkeys_user_idx").on(table.userId),
  ],
);

/** The ten one-time recovery codes, stored as keyed hashes; a new set replaces the old. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("recovery_codes_hash_unique").on(table.codeHash),
    index("recovery_codes_user_idx").on(table.userId),
  ],
);

/**
 * A short-lived, single-use step of a sign-in or a registration: the password was right and the
 * second factor is awaited (`sign-in`), or a WebAuthn ceremony's challenge (`passkey-register`,
 * `passkey-sign-in`). Wrong tries are counted on it; it is spent once used.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: uuid("id").primaryKey(),
    /** Null for a passwordless passkey sign-in, whose person is known only from the passkey. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** The WebAuthn challenge (base64url), or empty for a `sign-in` step. */
    challenge: text("challenge").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("sign_in_challenges_user_idx").on(table.userId)],
);
