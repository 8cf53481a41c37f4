import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signInThrottles } from "../../db/schema";

export type ThrottleRow = typeof signInThrottles.$inferSelect;

export const signInThrottleRepository = {
  async find(executor: Executor, keys: string[]): Promise<ThrottleRow[]> {
    return executor.select().from(signInThrottles).where(inArray(signInThrottles.key, keys));
  },

  async save(executor: Executor, row: ThrottleRow): Promise<void> {
    await executor
      .insert(signInThrottles)
      .values(row)
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: { failures: row.failures, lastFailureAt: row.lastFailureAt, blockedUntil: row.blockedUntil },
      });
  },

  async clear(executor: Executor, key: string): Promise<void> {
    await executor.delete(signInThrottles).where(eq(signInThrottles.key, key));
  },
};
