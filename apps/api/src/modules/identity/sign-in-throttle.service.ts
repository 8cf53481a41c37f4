import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { signInThrottleRepository, type ThrottleRow } from "./sign-in-throttle.repository";

/** Failures allowed before waiting starts: few per account, more per address (offices share one). */
const thresholds = { account: 5, address: 20 } as const;
const firstWaitMs = 30_000;
const longestWaitMs = 15 * 60_000;
/** Failures older than this are forgotten. */
const memoryMs = 60 * 60_000;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

export interface SignInThrottle {
  /** 429 with Retry-After while the address or the account must wait. */
  check(ip: string, email: string): Promise<void>;
  /** Counts a failure; past the threshold each further one doubles the wait, up to 15 minutes. */
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export function createSignInThrottle(db: Database, clock: Clock): SignInThrottle {
  return {
    async check(ip, email) {
      const now = clock.now().getTime();
      const rows = await signInThrottleRepository.find(db, [addressKey(ip), accountKey(email)]);
      const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
      // A wait is never longer than the longest one; anything further off came from a clock that moved back.
      if (until > now && until - now <= longestWaitMs) {
        const seconds = Math.ceil((until - now) / 1000);
        throw new AppError(
          "RATE_LIMITED",
          `Too many sign-in attempts. Please wait ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again, or reset your password.`,
          undefined,
          { "Retry-After": String(seconds) },
        );
      }
    },

    async recordFailure(ip, email) {
      const now = clock.now();
      const keys = [
        { key: addressKey(ip), threshold: thresholds.address },
        { key: accountKey(email), threshold: thresholds.account },
      ];
      const existing = new Map<string, ThrottleRow>(
        (
          await signInThrottleRepository.find(
            db,
            keys.map((entry) => entry.key),
          )
        ).map((row) => [row.key, row]),
      );
      for (const { key, threshold } of keys) {
        const previous = existing.get(key);
        const age = previous ? now.getTime() - previous.lastFailureAt.getTime() : Number.POSITIVE_INFINITY;
        const recent = previous !== undefined && age >= 0 && age < memoryMs;
        const failures = recent && previous ? previous.failures + 1 : 1;
        const over = failures - threshold;
        const blockedUntil =
          over >= 0
            ? new Date(now.getTime() + Math.min(longestWaitMs, firstWaitMs * 2 ** Math.min(over, 10)))
            : null;
        await signInThrottleRepository.save(db, { key, failures, lastFailureAt: now, blockedUntil });
      }
    },

    async recordSuccess(email) {
      await signInThrottleRepository.clear(db, accountKey(email));
    },
  };
}
