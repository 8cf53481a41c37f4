import { HEALTH_DAYS, HEALTH_MOST_QUOTES, type MarketplaceHealth } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import { dayMs } from "../../lib/irs-calendar";
import { shareOf } from "./figures";
import { marketplaceHealthRepository as repository } from "./marketplace-health.repository";
import { readerZone } from "./reader-zone";
import { daysWindow } from "./windows";

/** Hours to one decimal place. */
const roundedHours = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/**
 * The operator's health of the marketplace over the last `HEALTH_DAYS` days: the requests made each
 * day, how many quotes they got and how soon, how many were hired, and the professionals waiting for
 * an operator to check their credentials. Days in the operator's zone.
 */
export function createMarketplaceHealthService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async healthFor(operator: Principal): Promise<MarketplaceHealth> {
      const zone = await readerZone(db, operator);
      const now = clock.now();
      const { since, days } = daysWindow(now, zone, HEALTH_DAYS);
      const [byDay, quoting, verification] = await Promise.all([
        repository.requestsByDay(db, since, zone),
        repository.quoting(db, since, HEALTH_MOST_QUOTES),
        repository.waitingVerification(db),
      ]);
      const requestsOn = new Map(byDay.map((row) => [row.day, row.requests]));
      const inBucket = new Map(quoting.buckets.map((row) => [row.quotes, row.requests]));
      return {
        since: days[0] ?? "",
        requestsByDay: days.map((day) => ({ day, requests: requestsOn.get(day) ?? 0 })),
        requests: quoting.requests,
        quotesPerRequest: {
          average: quoting.average === null ? null : Math.round(quoting.average * 100) / 100,
          distribution: Array.from({ length: HEALTH_MOST_QUOTES + 1 }, (_, quotes) => ({
            quotes,
            requests: inBucket.get(quotes) ?? 0,
          })),
        },
        medianHoursToFirstQuote: roundedHours(quoting.medianHours),
        hired: { requests: quoting.hired, share: shareOf(quoting.hired, quoting.requests) },
        verification: {
          waiting: verification.waiting,
          oldestWaitingDays:
            verification.oldest === null
              ? null
              : Math.floor((now.getTime() - verification.oldest.getTime()) / dayMs),
        },
      };
    },
  };
}

export type MarketplaceHealthService = ReturnType<typeof createMarketplaceHealthService>;
