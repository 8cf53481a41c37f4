import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { taxPreparationJobs } from "./marketplace";

/** The milestones a job's timeline reads that no other row keeps. */
export const JOB_MILESTONES = ["organizerComplete", "inReview"] as const;
export type JobMilestone = (typeof JOB_MILESTONES)[number];

/**
 * When a job first reached a milestone: the taxpayer finished the organizer, the job went in for
 * review. The first reach is kept (a later one inserts nothing), so the timeline's days do not move.
 */
export const jobMilestones = pgTable(
  "job_milestones",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    milestone: text("milestone").$type<JobMilestone>().notNull(),
    reachedAt: timestamp("reached_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.quoteId, table.milestone] }),
    check("job_milestones_known", sql`${table.milestone} in ('organizerComplete', 'inReview')`),
  ],
);
