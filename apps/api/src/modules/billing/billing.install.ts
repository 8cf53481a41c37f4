import type { Executor } from "../../db/client";
import { billingRepository } from "./billing.repository";
import { planCatalog } from "./plan-catalog";

/** Adds the catalogue's plans the database lacks; returns how many. */
export async function installPlans(db: Executor): Promise<number> {
  const existing = new Set((await billingRepository.listPlans(db)).map((plan) => plan.code));
  const missing = planCatalog.filter((plan) => !existing.has(plan.code));
  await billingRepository.insertMissingPlans(db, missing);
  return missing.length;
}
