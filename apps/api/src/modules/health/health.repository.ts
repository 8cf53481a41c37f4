import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export const healthRepository = {
  async ping(executor: Executor): Promise<void> {
    await executor.execute(sql`select 1`);
  },
};
