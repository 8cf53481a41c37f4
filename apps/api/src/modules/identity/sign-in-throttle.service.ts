import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { clientNetwork } from "../../lib/client-network";
import type { Clock } from "../../lib/clock";
import { signInThrottleRepository } from "./sign-in-throttle.repository";

const hour = 60 * 60_000;

/**
 * Failures allowed before waiting starts, and how long a failure is remembered, per kind of count:
 * - one account from one address: few, as one person mistyping;
 * - one address, whatever the account: more, as offices and carriers put many people behind one;
 * - one account from every address a device never signed in from: a budget that bounds guesses
 *   spread thin over many addresses, remembered for a day. A device that signed in to the account
 *   before never spends it and is never refused by it.
 */
const limits = {
  accountAtAddress: { threshold: 5, memoryMs: hour },
  address: { threshold: 20, memoryMs: hour },
  account: { threshold: 30, memoryMs: 24 * hour },
} as const;
const firstWaitMs = 30_000;
const longestWaitMs = 15 * 60_000;
/** The account's failures from new devices at which its owner is told, once for the burst. */
const burstMark = 10;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
/** Starts with the account's key and a space, which no e-mail address holds. */
const accountAtAddressPrefix = (email: string) => `${accountKey(email)} `;
const addressKey = (ip: string) => `address:${clientNetwork(ip)}`;

/** Who tries to sign in: from where, to which account, and whether the device signed in to it before. */
export interface SignInSource {
  ip: string;
  /** None when no account is known (a passkey no account holds): only the address is counted. */
  email?: string | undefined;
  knownDevice: boolean;
}

interface CountedKey {
  key: string;
  threshold: number;
}

/** An attempt as it was counted, to be told of its outcome. */
export interface CountedAttempt {
  address: CountedKey;
  /** None when no account was named. */
  accountAtAddress: CountedKey | undefined;
  /** None for a device that signed in to the account before. */
  account: CountedKey | undefined;
  /** This failure, if it is one, makes the account's failures from new devices a burst. */
  startsBurst: boolean;
}

export interface SignInThrottle {
  /**
   * Counts a sign-in attempt for the address, the account at the address and (from a device that
   * never signed in to it) the account, before the password or code is checked, or answers 429 with
   * Retry-After while any of them must wait. Counting first bounds the guesses: ones sent at once
   * each count, where a check before and a count after would let them all through. Past a threshold
   * each further attempt doubles the wait, up to 15 minutes.
   */
  attempt(source: SignInSource): Promise<CountedAttempt>;
  /** The attempt was right: the account's count at the address ends; the others take it back. */
  succeeded(attempt: CountedAttempt): Promise<void>;
  /** A new password was set through a reset: every count of the account ends, whatever the address. */
  passwordReset(email: string, executor?: Executor): Promise<void>;
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
      t("identity.tooManySignIns", {
        wait:
          seconds < 120
            ? t("identity.waitSeconds", { seconds: String(seconds) })
            : t("identity.waitMinutes", { minutes: String(Math.ceil(seconds / 60)) }),
      }),
      undefined,
      { "Retry-After": String(seconds) },
    );
  }

  return {
    async attempt(source) {
      const now = clock.now();
      const { email } = source;
      const address = { key: addressKey(source.ip), ...limits.address };
      const accountAtAddress =
        email === undefined
          ? undefined
          : { key: `${accountAtAddressPrefix(email)}${address.key}`, ...limits.accountAtAddress };
      const account =
        email === undefined || source.knownDevice ? undefined : { key: accountKey(email), ...limits.account };
      const keys = [address, ...(accountAtAddress ? [accountAtAddress] : []), ...(account ? [account] : [])];
      const counts: number[] = [];
      for (const [index, { key, threshold, memoryMs }] of keys.entries()) {
        const count = await signInThrottleRepository.countAttempt(db, {
          key,
          now,
          threshold,
          memoryMs,
          firstWaitMs,
          longestWaitMs,
        });
        if (count === null) {
          // Refused before it was tried: the counts taken for it so far are given back.
          for (const earlier of keys.slice(0, index)) {
            await signInThrottleRepository.uncount(db, earlier.key, earlier.threshold);
          }
          throw await waitError(
            keys.map((entry) => entry.key),
            now.getTime(),
          );
        }
        counts.push(count);
      }
      return {
        address,
        accountAtAddress,
        account,
        startsBurst: account !== undefined && counts.at(-1) === burstMark,
      };
    },

    async succeeded({ address, accountAtAddress, account }) {
      if (accountAtAddress) await signInThrottleRepository.clear(db, accountAtAddress.key);
      for (const taken of [address, account]) {
        if (taken) await signInThrottleRepository.uncount(db, taken.key, taken.threshold);
      }
    },

    async passwordReset(email, executor = db) {
      await signInThrottleRepository.clearWithPrefix(
        executor,
        accountKey(email),
        accountAtAddressPrefix(email),
      );
    },
  };
}
