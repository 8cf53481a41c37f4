import { FREE_TRIAL_DAYS, RoleId } from "@taxlane/contract";
import { eq, notLike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import type { Executor } from "../../db/client";
import { plans } from "../../db/schema";
import { installPlans } from "./billing.install";

const { app } = await createTestApp();

interface PlanOnTheWire {
  id: number;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  features: string[];
  trialDays: number;
  code?: string;
}

/** The catalogue an installation held before the professional plans: a taxpayer plan and an expert plan. */
const formerPlans = [
  {
    code: "taxpayer-plus",
    roleId: RoleId.taxpayer,
    name: "Plus",
    description: "For individuals.",
    monthlyPrice: 12,
    yearlyPrice: 120,
    features: ["Introductions"],
    trialDays: FREE_TRIAL_DAYS,
  },
  {
    code: "expert-professional",
    roleId: RoleId.expert,
    name: "Professional",
    description: "For professionals.",
    monthlyPrice: 49,
    yearlyPrice: 490,
    features: ["Unlimited quotes"],
    trialDays: FREE_TRIAL_DAYS,
  },
];

class RolledBack extends Error {}

/** Runs `work` on the worker's database and undoes it, so other tests keep the installed plans. */
async function thenRollBack(work: (tx: Executor) => Promise<void>): Promise<void> {
  await expect(
    app.services.db.transaction(async (tx) => {
      await work(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

/** The stored plans, leaving out those other tests make for themselves (`test-plan-…`). */
const storedPlans = (tx: Executor) =>
  tx
    .select({ code: plans.code, name: plans.name, monthlyPrice: plans.monthlyPrice })
    .from(plans)
    .where(notLike(plans.code, "test-plan-%"))
    .orderBy(plans.id);

describe("GetAllPlan", () => {
  it("offers exactly Basic then Standard, sorted by id, at the client's prices with a 30-day trial", async () => {
    const response = await app.inject({ url: "/api/Subscription/GetAllPlan" });
    expect(response.statusCode).toBe(200);
    const offered = response.json<PlanOnTheWire[]>();

    expect(offered).toHaveLength(2);
    const [basic, standard] = offered;
    expect(basic?.id).toBeLessThan(standard?.id ?? 0);
    expect(offered.map((plan) => [plan.name, plan.monthlyPrice, plan.yearlyPrice, plan.trialDays])).toEqual([
      ["Basic", 199, 2150, 30],
      ["Standard", 349, 3650, 30],
    ]);
    expect(offered.map((plan) => plan.code)).toEqual(["expert-basic", "expert-standard"]);
    for (const plan of offered) {
      expect(plan.description).not.toBe("");
      expect(plan.features.length).toBeGreaterThan(0);
    }
    const standardFeatures = standard?.features.join("\n") ?? "";
    expect(standardFeatures).toMatch(/automated reminders/i);
    expect(standardFeatures).toMatch(/missing documents/i);
    expect(standardFeatures).toMatch(/assistant/i);
  });
});

describe("installing the plans", () => {
  it("adds nothing on a second start", async () => {
    expect(await installPlans(app.services.db)).toEqual({ added: 0, removed: 0 });
  });

  it("replaces the former two plans with Basic and Standard", async () => {
    await thenRollBack(async (tx) => {
      await tx.delete(plans);
      await tx.insert(plans).values(formerPlans);

      expect(await installPlans(tx)).toEqual({ added: 2, removed: 2 });
      expect((await storedPlans(tx)).map((plan) => [plan.code, plan.name])).toEqual([
        ["expert-basic", "Basic"],
        ["expert-standard", "Standard"],
      ]);
    });
  });

  it("keeps a price an operator changed in the database", async () => {
    await thenRollBack(async (tx) => {
      await tx.update(plans).set({ monthlyPrice: 219 }).where(eq(plans.code, "expert-basic"));

      expect(await installPlans(tx)).toEqual({ added: 0, removed: 0 });
      expect((await storedPlans(tx)).map((plan) => [plan.name, plan.monthlyPrice])).toEqual([
        ["Basic", 219],
        ["Standard", 349],
      ]);
    });
  });
});
