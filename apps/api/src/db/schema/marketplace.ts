import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { practices } from "./practices";
import { taxRequests } from "./requests";
import { users } from "./users";

/** A practice's piece of work (a routed request, a quote): which practice, kept when it is gone. */
const practiceIdColumn = () =>
  integer("practice_id").references(() => practices.id, { onDelete: "set null" });
/** The member working a practice's piece of work. */
const assignedUserIdColumn = () =>
  integer("assigned_user_id").references(() => users.id, { onDelete: "set null" });

/**
 * An introduction: matching routed a request to an expert, with its score and the reasons both sides
 * see. `round` 1 is the first routing; later rounds widened it when fewer than 5 experts fitted.
 */
export const requestMatches = pgTable(
  "request_matches",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => taxRequests.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    reasons: text("reasons").array().notNull(),
    round: integer("round").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The practice the expert was a member of when the request was routed to them; null when alone. */
    practiceId: practiceIdColumn(),
    /** The member working the practice's request: the expert it was routed to, until it is assigned on. */
    assignedUserId: assignedUserIdColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.expertUserId] }),
    // The expert's list pages in exactly this order, so even a generic plan reads just one page.
    index("request_matches_expert_idx").on(table.expertUserId, table.createdAt, table.requestId),
    index("request_matches_practice_idx").on(table.practiceId, table.assignedUserId),
  ],
);

/** An expert's price for a request. `status_id` and `action_status_id` are the existing client's quote codes.
 * */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => taxRequests.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    priceAttachmentFileId: integer("price_attachment_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    statusId: integer("status_id").notNull(),
    actionStatusId: integer("action_status_id"),
    /** The expert's note to the taxpayer; null when they wrote none. */
    message: text("message"),
    /** The expert's estimate of the days the work takes; null when they gave none. */
    turnaroundDays: integer("turnaround_days"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    chosenAt: timestamp("chosen_at", { withTimezone: true, mode: "date" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    /** The practice whose quote it is (the request's routing to a member); null for one sent alone. */
    practiceId: practiceIdColumn(),
    /** The member working the practice's quote: its request's member, and so the job's when accepted. */
    assignedUserId: assignedUserIdColumn(),
  },
  (table) => [
    uniqueIndex("quotes_request_expert_unique").on(table.requestId, table.expertUserId),
    // A request has at most one quote chosen or confirmed: choosing twice fails here even in a race.
    uniqueIndex("quotes_one_chosen_per_request")
      .on(table.requestId)
      .where(sql`${table.actionStatusId} in (9, 10)`),
    index("quotes_taxpayer_idx").on(table.taxpayerUserId, table.createdAt),
    index("quotes_expert_idx").on(table.expertUserId, table.createdAt),
    index("quotes_practice_idx").on(table.practiceId, table.assignedUserId),
    check("quotes_price_positive", sql`${table.price} > 0`),
    check("quotes_message_length", sql`char_length(${table.message}) between 1 and 500`),
    check("quotes_turnaround_days_range", sql`${table.turnaroundDays} between 1 and 365`),
  ],
);

/** A tax preparation job: begins when the expert confirms the chosen quote; one per quote. */
export const taxPreparationJobs = pgTable(
  "tax_preparation_jobs",
  {
    quoteId: integer("quote_id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "cascade" }),
    requestId: integer("request_id")
      .notNull()
      .references(() => taxRequests.id, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    statusId: integer("status_id").notNull(),
    taxYear: integer("tax_year").notNull(),
    fee: numeric("fee", { precision: 10, scale: 2, mode: "number" }).notNull(),
    taxReturnFileId: integer("tax_return_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true, mode: "date" }).notNull(),
    filedAt: timestamp("filed_at", { withTimezone: true, mode: "date" }),
    /** When the taxpayer cancelled the job before work started; null while it goes on. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** What the taxpayer said when cancelling, for the professional (optional). */
    cancelReason: text("cancel_reason"),
    /** What the professional asked of the taxpayer when moving the job to waiting for information. */
    statusNote: text("status_note"),
    /**
     * The practice whose job this is: set when a member of a practice is hired, and on the practice's
     * making for its first owner's jobs. Null for a solo professional's job, which is the expert's alone.
     */
    practiceId: integer("practice_id").references(() => practices.id, { onDelete: "set null" }),
    /**
     * The member working the job (a practice's job only): the professional hired, until an owner assigns
     * it to another member or its assignee leaves and hands it over.
     */
    assignedUserId: integer("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("tax_preparation_jobs_request_unique").on(table.requestId),
    check("tax_preparation_jobs_cancel_reason_length", sql`char_length(${table.cancelReason}) <= 500`),
    check("tax_preparation_jobs_status_note_length", sql`char_length(${table.statusNote}) <= 500`),
    index("tax_preparation_jobs_taxpayer_idx").on(table.taxpayerUserId),
    index("tax_preparation_jobs_expert_idx").on(table.expertUserId),
    index("tax_preparation_jobs_practice_idx").on(table.practiceId, table.assignedUserId),
  ],
);

/** What a signed-in person is told: a quote came, a job moved, a return is ready. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    link: text("link"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("notifications_user_idx").on(table.userId, table.createdAt)],
);
