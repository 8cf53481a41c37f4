import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { clientNetwork } from "../../lib/client-network";
import type { Clock } from "../../lib/clock";
import { signInThrottleRepository } from "./sign-in-throttle.repository";

/** Failures allowed before waiting starts: few per account, more per address (offices share one). */
const thresholds = { account: 5, address: 20 } as const;
const firstWaitMs = 30_000;
const longestWaitMs = 15 * 60_000;
/** Failures older than this are forgotten. */
const memoryMs = 60 * 60_000;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${clientNetwork(ip)}`;

export interface SignInThrottle {
  /**
   * Counts a sign-in attempt for the address and the account before the password or code is checked,
   * or answers 429 with Retry-After while either must wait. Counting first bounds the guesses: ones
   * sent at once each count, where a check before and a count after would let them all through.
   * Past the threshold each further attempt doubles the wait, up to 15 minutes.
   */
  attempt(ip: string, email: string): Promise<void>;
  /** The attempt was right: the account's count ends, and the address's no longer holds it. */
  succeeded(ip: string, email: string): Promise<void>;
}

export function createSignInThrottle(db: Database, clock: Clock): SignInThrottle {
  async function waitError(keys: string[], now: number): Promise<AppError> {
    const rows = await signInThrottleRepository.find(db, keys);
    const until = Math.max(
      now,
      ...rows.map((row) => row.blockedUntil?.getTime() ?? 0).filter((time) => time - now <= longestWaitMs),
    );
    const seconds = Math.max(1, Math.ceil((until - now) / 1000));
    return new AppError(
      "RATE_LIMITED",
      `Too many sign-in attempts. Please wait ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again, or reset your password.`,
      undefined,
      { "Retry-After": String(seconds) },
    );
  }

  return {
    async attempt(ip, email) {
      const now = clock.now();
      const keys = [
        { key: addressKey(ip), threshold: thresholds.address },
        { key: accountKey(email), threshold: thresholds.account },
      ];
      for (const [index, { key, threshold }] of keys.entries()) {
        const counted = await signInThrottleRepository.countAttempt(db, {
          key,
          now,
          threshold,
          memoryMs,
          firstWaitMs,
          longestWaitMs,
        });
        if (counted === null) {
          // Refused before it was tried: the counts taken for it so far are given back.
          for (const earlier of keys.slice(0, index)) {
            await signInThrottleRepository.uncount(db, earlier.key, earlier.threshold);
          }
          throw await waitError(
            keys.map((entry) => entry.key),
            now.getTime(),
          );
        }
      }
    },

    async succeeded(ip, email) {
      await signInThrottleRepository.clear(db, accountKey(email));
      await signInThrottleRepository.uncount(db, addressKey(ip), thresholds.address);
    },
  };
}
