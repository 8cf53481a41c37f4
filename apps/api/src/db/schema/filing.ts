import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

/**
 * One filing of a job's return: federal or a state's (`jurisdiction`), e-file (with its IRS
 * submission id) or paper, original or amended (1040-X), and the IRS's answer once recorded:
 * `accepted` null while submitted; a rejection keeps its reject code. A correction points at the
 * rejected filing it corrects (or is simply a later filing of the same jurisdiction and kind).
 */
export const returnFilings = pgTable(
  "return_filings",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    jurisdiction: text("jurisdiction").notNull(),
    method: text("method").notNull(),
    amended: boolean("amended").notNull().default(false),
    filedOn: date("filed_on", { mode: "string" }).notNull(),
    submissionId: text("submission_id"),
    correctsFilingId: integer("corrects_filing_id").references((): AnyPgColumn => returnFilings.id, {
      onDelete: "set null",
    }),
    recordedByUserId: integer("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" }).notNull(),
    accepted: boolean("accepted"),
    acknowledgedOn: date("acknowledged_on", { mode: "string" }),
    rejectCode: text("reject_code"),
    explanation: text("explanation"),
    /** When the answer was recorded: a rejection's 24 hours to be corrected count from here. */
    answerRecordedAt: timestamp("answer_recorded_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("return_filings_quote_idx").on(table.quoteId, table.id),
    // An original return stands until rejected: two at once for a jurisdiction fail here even in a race.
    uniqueIndex("return_filings_one_standing_original")
      .on(table.quoteId, table.jurisdiction)
      .where(sql`not ${table.amended} and ${table.accepted} is distinct from false`),
    // An IRS submission id names one submission.
    uniqueIndex("return_filings_submission_unique").on(table.submissionId),
    // The reminders and the operator's list read the rejections.
    index("return_filings_rejected_idx").on(table.answerRecordedAt).where(sql`${table.accepted} = false`),
    check("return_filings_method", sql`${table.method} in ('efile', 'paper')`),
    check(
      "return_filings_submission_id",
      sql`(${table.method} = 'efile') = (${table.submissionId} is not null)`,
    ),
    check(
      "return_filings_answer",
      sql`(${table.accepted} is null) = (${table.acknowledgedOn} is null) and (${table.accepted} is distinct from false) = (${table.rejectCode} is null)`,
    ),
    check("return_filings_explanation_length", sql`char_length(${table.explanation}) <= 1000`),
  ],
);

/** What an accepted return came to: a refund or an amount due by a day, and when the refund arrived. */
export const returnOutcomes = pgTable(
  "return_outcomes",
  {
    quoteId: integer("quote_id")
      .primaryKey()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    refundCents: integer("refund_cents"),
    amountDueCents: integer("amount_due_cents"),
    paymentDueOn: date("payment_due_on", { mode: "string" }),
    refundIssuedOn: date("refund_issued_on", { mode: "string" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    check(
      "return_outcomes_one",
      sql`(${table.refundCents} is null) <> (${table.amountDueCents} is null) and (${table.amountDueCents} is null) = (${table.paymentDueOn} is null)`,
    ),
    check("return_outcomes_cents", sql`${table.refundCents} >= 0 and ${table.amountDueCents} >= 0`),
  ],
);
