import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export const realtimeRepository = {
  /**
   * Queues `payload` on `channel`. Inside a transaction PostgreSQL sends it when (and only if) the
   * transaction commits, to every session listening, this process's own included.
   */
  async notify(executor: Executor, channel: string, payload: string): Promise<void> {
    await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
  },
};
