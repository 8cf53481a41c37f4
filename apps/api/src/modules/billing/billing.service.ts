import type { Plan, RoleId } from "@taxlane/contract";
import type { Database } from "../../db/client";
import { billingRepository } from "./billing.repository";

export function createBillingService(db: Database) {
  return {
    /** Every plan, sorted by id (SPEC.md section 3). */
    async listPlans(): Promise<Plan[]> {
      const rows = await billingRepository.listPlans(db);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        monthlyPrice: row.monthlyPrice,
        yearlyPrice: row.yearlyPrice,
        features: row.features,
        trialDays: row.trialDays,
        roleId: row.roleId as RoleId,
      }));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
