import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about this database itself, such as when the demo world was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});
