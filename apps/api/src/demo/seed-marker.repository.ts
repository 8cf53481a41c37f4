import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { appMeta } from "../db/schema";

const seededKey = "demo_seeded_at";

/** When the demo world was made: a row in `app_meta`, which only the demo seeder writes. */
export const seedMarkerRepository = {
  async seededAt(executor: Executor): Promise<string | null> {
    const rows = await executor.select().from(appMeta).where(eq(appMeta.key, seededKey)).limit(1);
    return rows[0]?.value ?? null;
  },

  async markSeeded(executor: Executor, at: Date): Promise<void> {
    await executor.insert(appMeta).values({ key: seededKey, value: at.toISOString(), updatedAt: at });
  },
};
