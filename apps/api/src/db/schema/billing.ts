import { integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** A subscription plan; prices live here (installed from the plan list in the billing module). */
export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    roleId: integer("role_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    monthlyPrice: numeric("monthly_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    yearlyPrice: numeric("yearly_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    features: text("features").array().notNull(),
    trialDays: integer("trial_days").notNull(),
  },
  (table) => [uniqueIndex("plans_code_unique").on(table.code)],
);
