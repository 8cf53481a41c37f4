import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

/**
 * One reminder: what it is about (`kind` and the owner's id of the subject), whom it reminds, its
 * cadence (days between, how many at most), how many went out and when the next one is due. A
 * stopped reminder (answered, cancelled, paid, or stopped by the professional) sends nothing more.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The job it belongs to, when it belongs to one (the professional's view lists them there). */
    quoteId: integer("quote_id").references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    recipientUserId: integer("recipient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    everyDays: integer("every_days").notNull(),
    maxCount: integer("max_count").notNull(),
    sentCount: integer("sent_count").notNull().default(0),
    nextDueAt: timestamp("next_due_at", { withTimezone: true, mode: "date" }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true, mode: "date" }),
    stopReason: text("stop_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("reminders_subject_unique").on(table.kind, table.subjectId, table.recipientUserId),
    index("reminders_due_idx").on(table.nextDueAt),
    index("reminders_quote_idx").on(table.quoteId),
    check("reminders_cadence", sql`${table.everyDays} >= 0 and ${table.maxCount} between 1 and 10`),
  ],
);

/** One reminder that went out: (reminder, occurrence) is unique, so two processes send it once. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    reminderId: integer("reminder_id")
      .notNull()
      .references(() => reminders.id, { onDelete: "cascade" }),
    occurrence: integer("occurrence").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
    /** "now": the professional's "send now"; "schedule": the cadence. */
    trigger: text("trigger").notNull(),
  },
  (table) => [primaryKey({ columns: [table.reminderId, table.occurrence] })],
);

/** The cadence the professional chose for a job's organizer and document reminders. */
export const reminderCadences = pgTable("reminder_cadences", {
  quoteId: integer("quote_id")
    .primaryKey()
    .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
  everyDays: integer("every_days").notNull(),
  maxCount: integer("max_count").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** The estimated tax payments a taxpayer marked paid (by due day): those are not reminded. */
export const estimatedTaxPaid = pgTable(
  "estimated_tax_paid",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dueDay: date("due_day", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.dueDay] })],
);
