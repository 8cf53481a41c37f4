import { FREE_TRIAL_DAYS, RoleId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { installPlans } from "./billing.install";
import { planCatalog } from "./plan-catalog";

describe("the plans", async () => {
  const { app } = await createTestApp();

  it("lists every plan sorted by id, priced from the database, with the 30-day trial", async () => {
    const response = await app.inject({ url: "/api/Subscription/GetAllPlan" });
    expect(response.statusCode).toBe(200);
    const plans =
      response.json<
        {
          id: number;
          name: string;
          monthlyPrice: number;
          yearlyPrice: number;
          trialDays: number;
          roleId: number;
          features: string[];
        }[]
      >();
    const ids = plans.map((plan) => plan.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(plans.map((plan) => plan.name)).toEqual(
      expect.arrayContaining(planCatalog.map((plan) => plan.name)),
    );
    for (const plan of plans) {
      expect(plan.trialDays).toBe(FREE_TRIAL_DAYS);
      expect(plan.yearlyPrice).toBeLessThan(plan.monthlyPrice * 12);
      expect(plan.features.length).toBeGreaterThan(0);
    }
    expect(plans.some((plan) => plan.roleId === RoleId.taxpayer)).toBe(true);
    expect(plans.some((plan) => plan.roleId === RoleId.expert)).toBe(true);
  });

  it("installs the catalogue once: a second start adds nothing", async () => {
    expect(await installPlans(app.services.db)).toBe(0);
  });
});
