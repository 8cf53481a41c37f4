import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** How a person wants each kind of notice: in the app only, by e-mail too, or not at all. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    /** Also pushed to the person's subscribed devices (modules/channels). */
    push: boolean("push").notNull().default(false),
    /** Also texted to the person's verified number (modules/channels), outside quiet hours. */
    text: boolean("text").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Unsubscribe links already used: each link works once. */
export const unsubscribeTokenUses = pgTable("unsubscribe_token_uses", {
  tokenId: text("token_id").primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }).notNull(),
});
