import { eq, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { appMeta, users } from "../schema";

const seededKey = "demo_seeded_at";

export const seedRepository = {
  async seededAt(executor: Executor): Promise<string | null> {
    const rows = await executor.select().from(appMeta).where(eq(appMeta.key, seededKey)).limit(1);
    return rows[0]?.value ?? null;
  },

  async hasUsers(executor: Executor): Promise<boolean> {
    const rows = await executor.select({ count: sql<number>`count(*)::int` }).from(users);
    return (rows[0]?.count ?? 0) > 0;
  },

  async markSeeded(executor: Executor, at: Date): Promise<void> {
    await executor.insert(appMeta).values({ key: seededKey, value: at.toISOString(), updatedAt: at });
  },
};
