import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { plans } from "../../db/schema";

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = Omit<typeof plans.$inferInsert, "id">;

export const billingRepository = {
  async listPlans(db: Executor): Promise<PlanRow[]> {
    return db.select().from(plans).orderBy(asc(plans.id));
  },

  /** Adds the plans whose code is not there yet; existing plans (and their prices) are left as they are. */
  async insertMissingPlans(db: Executor, rows: readonly NewPlan[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(plans)
      .values([...rows])
      .onConflictDoNothing({ target: plans.code });
  },

  /** Deletes the plans with these codes; returns how many there were. */
  async deletePlansByCode(db: Executor, codes: readonly string[]): Promise<number> {
    if (codes.length === 0) return 0;
    const deleted = await db
      .delete(plans)
      .where(inArray(plans.code, [...codes]))
      .returning({ id: plans.id });
    return deleted.length;
  },
};
