/**
 * The dashboards: a practice owner's (or a solo professional's) figures of their jobs and money
 * (GET /Practice/GetDashboard) and the operator's health of the marketplace (GET
 * /Admin/GetMarketplaceHealth). Days are `YYYY-MM-DD` and months `YYYY-MM` in the reader's time zone;
 * money is integer cents; a share is a fraction from 0 to 1, null when there is nothing to divide.
 */
import { z } from "zod";
import { JobStatusId } from "./codes-marketplace";

/** Months the dashboard's revenue and turnaround look back over, this one included. */
export const DASHBOARD_MONTHS = 12;
/** Days the marketplace's health looks back over, today included. */
export const HEALTH_DAYS = 30;
/** The quotes-per-request distribution's last bucket: this many quotes or more. */
export const HEALTH_MOST_QUOTES = 5;

/** The stages in the order a job goes through them, as the dashboard lists and draws them. */
export const DASHBOARD_STAGES: readonly JobStatusId[] = [
  JobStatusId.notStarted,
  JobStatusId.inProcess,
  JobStatusId.waitingForInformation,
  JobStatusId.inForReview,
  JobStatusId.filed,
];

const daySchema = z.iso.date();
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
const shareSchema = z.number().min(0).max(1).nullable();

/** How many jobs are in one stage (`JobStatusId`). */
export const stageJobsSchema = z.object({ statusId: z.int(), jobs: z.int() });
export type StageJobs = z.infer<typeof stageJobsSchema>;

/** A member's jobs by stage: the member assigned to them (a solo professional: themself). */
export const memberStagesSchema = z.object({
  userId: z.int(),
  name: z.string(),
  stages: z.array(stageJobsSchema),
  total: z.int(),
});
export type MemberStages = z.infer<typeof memberStagesSchema>;

/** A job filed in the window: the days from hiring to filing against the days its quote promised. */
export const filedJobTurnaroundSchema = z.object({
  quoteId: z.int(),
  memberUserId: z.int(),
  memberName: z.string(),
  hiredOn: daySchema,
  filedOn: daySchema,
  daysTaken: z.int(),
  daysPromised: z.int(),
  onTime: z.boolean(),
});
export type FiledJobTurnaround = z.infer<typeof filedJobTurnaroundSchema>;

/** A member's filed jobs in the window, on average, and the share filed on time. */
export const memberTurnaroundSchema = z.object({
  userId: z.int(),
  name: z.string(),
  filedJobs: z.int(),
  averageDaysTaken: z.number(),
  averageDaysPromised: z.number(),
  onTimeShare: z.number().min(0).max(1),
});
export type MemberTurnaround = z.infer<typeof memberTurnaroundSchema>;

export const monthRevenueSchema = z.object({ month: monthSchema, paidCents: z.int() });
export type MonthRevenue = z.infer<typeof monthRevenueSchema>;

/** GET /Practice/GetDashboard. */
export const practiceDashboardSchema = z.object({
  /** Open jobs (not cancelled) by stage, every stage listed. */
  byStage: z.array(stageJobsSchema),
  byMember: z.array(memberStagesSchema),
  turnaround: z.object({
    /** The first day of the window (the first of the month `DASHBOARD_MONTHS - 1` months back). */
    since: daySchema,
    jobs: z.array(filedJobTurnaroundSchema),
    onTimeShare: shareSchema,
    byMember: z.array(memberTurnaroundSchema),
  }),
  revenue: z.object({
    /** Received (net of refunds) by month, oldest first, every month of the window listed. */
    months: z.array(monthRevenueSchema),
    totalCents: z.int(),
  }),
  /** Sent invoices not paid in full: what is left to pay, and those past their due date. */
  outstanding: z.object({
    invoices: z.int(),
    cents: z.int(),
    overdueInvoices: z.int(),
    overdueCents: z.int(),
  }),
});
export type PracticeDashboard = z.infer<typeof practiceDashboardSchema>;

export const dayRequestsSchema = z.object({ day: daySchema, requests: z.int() });
export type DayRequests = z.infer<typeof dayRequestsSchema>;

/** How many requests got this many quotes (the last bucket: `HEALTH_MOST_QUOTES` or more). */
export const quoteBucketSchema = z.object({ quotes: z.int(), requests: z.int() });
export type QuoteBucket = z.infer<typeof quoteBucketSchema>;

/** GET /Admin/GetMarketplaceHealth: requests made in the window, and who waits for verification. */
export const marketplaceHealthSchema = z.object({
  since: daySchema,
  /** Every day of the window, oldest first. */
  requestsByDay: z.array(dayRequestsSchema),
  requests: z.int(),
  quotesPerRequest: z.object({
    average: z.number().nullable(),
    distribution: z.array(quoteBucketSchema),
  }),
  /** Of the requests that got a quote: the median hours from the request to its first quote. */
  medianHoursToFirstQuote: z.number().nullable(),
  hired: z.object({ requests: z.int(), share: shareSchema }),
  verification: z.object({ waiting: z.int(), oldestWaitingDays: z.int().nullable() }),
});
export type MarketplaceHealth = z.infer<typeof marketplaceHealthSchema>;
