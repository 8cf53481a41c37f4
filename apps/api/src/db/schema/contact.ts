import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A message sent through the contact form (`topic` 'contact') or the book-a-demo form ('demo'). */
export const inboundMessages = pgTable(
  "inbound_messages",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    fullName: text("full_name").notNull(),
    organizationName: text("organization_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** Hash of topic, address and message: the same message sent again soon after is not kept twice. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("inbound_messages_fingerprint_idx").on(table.fingerprint, table.createdAt)],
);

/** A newsletter address. Unsubscribing keeps the row (so a later sign-up is the same subscription). */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** SHA-256 of the unsubscribe token mailed with each welcome. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true, mode: "date" }).notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("newsletter_email_lower_unique").on(sql`lower(${table.email})`),
    index("newsletter_token_idx").on(table.unsubscribeTokenHash),
  ],
);
