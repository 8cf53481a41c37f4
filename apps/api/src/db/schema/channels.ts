import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A device's Web Push subscription: where the push service takes our pushes for it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted to. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    label: text("label").notNull(),
    createdAt: at("created_at").notNull(),
    lastSuccessAt: at("last_success_at"),
  },
  (table) => [uniqueIndex("push_subscriptions_endpoint").on(table.endpoint), index().on(table.userId)],
);

/**
 * A person's number for texts. The code is kept as a hash (HMAC with the app's secret) with its
 * expiry and wrong tries; `consentText`/`consentAt` are the exact words the person agreed to and when.
 */
export const phoneNumbers = pgTable("phone_numbers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** E.164. */
  phone: text("phone").notNull(),
  verifiedAt: at("verified_at"),
  codeHash: text("code_hash"),
  codeExpiresAt: at("code_expires_at"),
  codeTries: integer("code_tries").notNull().default(0),
  /** When codes were last sent, and how many since `codesDay` began (the resend limit). */
  codeSentAt: at("code_sent_at"),
  codesDay: text("codes_day"),
  codesSentThatDay: integer("codes_sent_that_day").notNull().default(0),
  consentText: text("consent_text").notNull(),
  consentAt: at("consent_at").notNull(),
});

/** Numbers that replied STOP: nothing is texted to them until they reply START. */
export const textOptOuts = pgTable("text_opt_outs", {
  phone: text("phone").primaryKey(),
  stoppedAt: at("stopped_at").notNull(),
});

/** Texts waiting to go out: `sendAfter` holds them through the person's quiet hours. */
export const textMessages = pgTable(
  "text_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull(),
    sendAfter: at("send_after").notNull(),
    sentAt: at("sent_at"),
    /** Why it was not sent (the number stopped texts); null while waiting or once sent. */
    droppedReason: text("dropped_reason"),
  },
  (table) => [index().on(table.sendAfter)],
);
