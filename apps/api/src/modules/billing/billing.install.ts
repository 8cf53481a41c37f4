import type { Executor } from "../../db/client";
import { billingRepository } from "./billing.repository";
import { planCatalog, retiredPlanCodes } from "./plan-catalog";

export interface PlansInstalled {
  added: number;
  removed: number;
}

/**
 * Removes the retired plans and adds the catalogue's plans the database lacks, in one transaction
 * (a savepoint when the caller already opened one). Plans already there keep their stored prices.
 */
export async function installPlans(db: Executor): Promise<PlansInstalled> {
  return db.transaction(async (tx) => {
    const removed = await billingRepository.deletePlansByCode(tx, retiredPlanCodes);
    const existing = new Set((await billingRepository.listPlans(tx)).map((plan) => plan.code));
    const missing = planCatalog.filter((plan) => !existing.has(plan.code));
    await billingRepository.insertMissingPlans(tx, missing);
    return { added: missing.length, removed };
  });
}
