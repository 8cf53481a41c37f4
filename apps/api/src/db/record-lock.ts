import { sql } from "drizzle-orm";
import type { Executor } from "./client";

/**
 * Waits for, then holds until the transaction ends, the lock named `scope` for one record (a person,
 * a job, a professional's bookings). For rules that span rows not yet written (no two plans, no
 * two open cases), where no row exists to lock: two transactions of one record then go one after
 * the other and each sees what the other wrote.
 */
export async function lockRecord(executor: Executor, scope: string, id: number): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`taxlane.${scope}`}), ${id}::int)`);
}
