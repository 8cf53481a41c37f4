import { eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertProfiles, quotes, taxPreparationJobs, taxRequests } from "../../db/schema";

const count = (condition?: SQL) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);

/** A number PostgreSQL may answer as text (avg, percentile) or null, as a number or null. */
const numberOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

/** What the operator's health of the marketplace reads: aggregates over everyone, in a few statements. */
export const marketplaceHealthRepository = {
  /** Requests made since the instant, by day in the zone. */
  requestsByDay(executor: Executor, since: Date, zone: string) {
    const day = sql<string>`to_char(${taxRequests.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
    return (
      executor
        .select({ day, requests: count() })
        .from(taxRequests)
        .where(gte(taxRequests.createdAt, since))
        // By its place: the zone is a parameter, and PostgreSQL does not see two parameters as one.
        .groupBy(sql`1`)
    );
  },

  /**
   * Of the requests made since the instant: how many got how many quotes (capped at `most`, the last
   * bucket), the average, the median hours to the first quote of those that got one, and how many
   * were hired (a job began on them).
   */
  async quoting(executor: Executor, since: Date, most: number) {
    // Each request's quotes (none made before it, so only the window's are read), joined to it.
    const perQuote = executor
      .select({
        requestId: quotes.requestId,
        quotes: sql<number>`count(*)`.as("quote_count"),
        firstAt: sql<Date>`min(${quotes.createdAt})`.as("first_at"),
      })
      .from(quotes)
      .where(gte(quotes.createdAt, since))
      .groupBy(quotes.requestId)
      .as("per_quote");
    const perRequest = executor
      .select({
        quotes: sql<number>`coalesce(${perQuote.quotes}, 0)`.as("quotes"),
        hoursToFirst: sql<
          number | null
        >`extract(epoch from ${perQuote.firstAt} - ${taxRequests.createdAt}) / 3600`.as("hours_to_first"),
        // A request has one job at most (a unique index): the join adds no rows.
        hired: sql<boolean>`${taxPreparationJobs.quoteId} is not null`.as("hired"),
      })
      .from(taxRequests)
      .leftJoin(perQuote, eq(perQuote.requestId, taxRequests.id))
      .leftJoin(taxPreparationJobs, eq(taxPreparationJobs.requestId, taxRequests.id))
      .where(gte(taxRequests.createdAt, since))
      .as("per_request");
    const bucket = sql<number>`least(${perRequest.quotes}, ${most})`.mapWith(Number);
    const [buckets, [totals]] = await Promise.all([
      executor.select({ quotes: bucket, requests: count() }).from(perRequest).groupBy(sql`1`),
      executor
        .select({
          requests: count(),
          average: sql<unknown>`avg(${perRequest.quotes})`,
          medianHours: sql<unknown>`percentile_cont(0.5) within group (order by ${perRequest.hoursToFirst})`,
          hired: count(sql`${perRequest.hired}`),
        })
        .from(perRequest),
    ]);
    return {
      buckets,
      requests: totals?.requests ?? 0,
      average: numberOrNull(totals?.average ?? null),
      medianHours: numberOrNull(totals?.medianHours ?? null),
      hired: totals?.hired ?? 0,
    };
  },

  /** Professionals whose credentials no operator has checked yet (the verification tab's list). */
  async waitingVerification(executor: Executor): Promise<{ waiting: number; oldest: Date | null }> {
    const [row] = await executor
      .select({
        waiting: count(),
        oldest: sql<Date | null>`min(${expertProfiles.createdAt})`.mapWith(expertProfiles.createdAt),
      })
      .from(expertProfiles)
      .where(isNull(expertProfiles.credentialsVerifiedAt));
    return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? null };
  },
};
