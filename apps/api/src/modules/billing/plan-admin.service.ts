import type { AdminPlan, savePlanRequestSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { billingRepository } from "./billing.repository";

type SavePlan = z.output<typeof savePlanRequestSchema>;

const planNotFound = () => notFound(t("billing.planNotFound"));

/**
 * The operators' plans and prices. A new price is what new checkouts pay and what a subscription
 * pays from its next renewal on (the local provider charges the plan's price at each renewal); the
 * period already paid is not re-priced. Under Stripe a subscription carries the price it was
 * created with, so the change reaches new checkouts and interval switches only (docs/decisions/0185).
 * A plan taken off sale leaves the pricing page and refuses checkouts; its subscribers keep it.
 */
export function createPlanAdminService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(): Promise<AdminPlan[]> {
    const rows = await billingRepository.listPlansWithSubscribers(db);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      monthlyPrice: row.monthlyPrice,
      yearlyPrice: row.yearlyPrice,
      active: row.active,
      subscribers: row.subscribers,
    }));
  }

  return {
    async listPlans(): Promise<AdminPlan[]> {
      return list();
    },

    async savePlan(operator: Principal, request: SavePlan, from: string): Promise<AdminPlan> {
      await db.transaction(async (tx) => {
        const before = await billingRepository.findPlan(tx, request.id);
        if (!before) throw planNotFound();
        const after = {
          name: request.name,
          monthlyPrice: request.monthlyPrice,
          yearlyPrice: request.yearlyPrice,
          active: request.active,
        };
        await billingRepository.updatePlan(tx, request.id, after);
        await auditRecords.record(tx, {
          at: clock.now(),
          actor: operator,
          action: "billing.plan-edited",
          subject: `plan:${request.id}`,
          from,
          detail: {
            name: after.name,
            monthlyPriceBefore: before.monthlyPrice,
            monthlyPrice: after.monthlyPrice,
            yearlyPriceBefore: before.yearlyPrice,
            yearlyPrice: after.yearlyPrice,
            activeBefore: before.active,
            active: after.active,
          },
        });
      });
      const saved = (await list()).find((plan) => plan.id === request.id);
      if (!saved) throw planNotFound();
      return saved;
    },
  };
}

export type PlanAdminService = ReturnType<typeof createPlanAdminService>;
