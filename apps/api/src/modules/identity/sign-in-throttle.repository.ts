import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signInThrottles } from "../../db/schema";

export type ThrottleRow = typeof signInThrottles.$inferSelect;

export const signInThrottleRepository = {
  async find(executor: Executor, keys: string[]): Promise<ThrottleRow[]> {
    return executor.select().from(signInThrottles).where(inArray(signInThrottles.key, keys));
  },

  /**
   * Counts an attempt under `key` unless the key must wait, and answers the count with it; null while
   * it waits. A count older than `memoryMs` starts again. From `threshold` attempts on, the same
   * statement makes the key wait, `firstWaitMs` doubled for each attempt past it, up to
   * `longestWaitMs`. One statement, so attempts made at the same moment each count, and none gets
   * past the one that started the wait.
   */
  async countAttempt(
    executor: Executor,
    attempt: {
      key: string;
      now: Date;
      threshold: number;
      memoryMs: number;
      firstWaitMs: number;
      longestWaitMs: number;
    },
  ): Promise<number | null> {
    const { key, now, threshold } = attempt;
    const forgetBefore = new Date(now.getTime() - attempt.memoryMs);
    // A wait further off than the longest came from a clock that moved back: it does not hold.
    const longestUntil = new Date(now.getTime() + attempt.longestWaitMs);
    const count = sql`(case when ${signInThrottles.lastFailureAt} > ${forgetBefore} and ${signInThrottles.lastFailureAt} <= ${now} then ${signInThrottles.failures} + 1 else 1 end)`;
    const waitMs = sql`least(${attempt.longestWaitMs}, ${attempt.firstWaitMs} * power(2, least(${count} - ${threshold}, 10)))`;
    const [row] = await executor
      .insert(signInThrottles)
      .values({ key, failures: 1, lastFailureAt: now, blockedUntil: null })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: count,
          lastFailureAt: now,
          blockedUntil: sql`case when ${count} >= ${threshold} then ${now}::timestamptz + ${waitMs} * interval '1 millisecond' else null end`,
        },
        setWhere: or(
          isNull(signInThrottles.blockedUntil),
          lte(signInThrottles.blockedUntil, now),
          gt(signInThrottles.blockedUntil, longestUntil),
        ),
      })
      .returning({ failures: signInThrottles.failures });
    return row?.failures ?? null;
  },

  /** Takes back one counted attempt (it succeeded); below `threshold` the key no longer waits. */
  async uncount(executor: Executor, key: string, threshold: number): Promise<void> {
    await executor
      .update(signInThrottles)
      .set({
        failures: sql`greatest(${signInThrottles.failures} - 1, 0)`,
        blockedUntil: sql`case when ${signInThrottles.failures} - 1 < ${threshold} then null else ${signInThrottles.blockedUntil} end`,
      })
      .where(and(eq(signInThrottles.key, key), gt(signInThrottles.failures, 0)));
  },

  async clear(executor: Executor, key: string): Promise<void> {
    await executor.delete(signInThrottles).where(eq(signInThrottles.key, key));
  },

  /** Forgets `key` and every key that starts with `prefix`. */
  async clearWithPrefix(executor: Executor, key: string, prefix: string): Promise<void> {
    await executor
      .delete(signInThrottles)
      .where(or(eq(signInThrottles.key, key), sql`starts_with(${signInThrottles.key}, ${prefix})`));
  },
};
