import type { Plan } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { choosePlanPath, formatUsd, groupPlans, monthlyEquivalent, yearlySaving } from "./pricing";

const plan = (id: number, roleId: Plan["roleId"], monthlyPrice = 29, yearlyPrice = 290): Plan => ({
  id,
  name: `Plan ${id}`,
  description: "",
  monthlyPrice,
  yearlyPrice,
  features: [],
  trialDays: 30,
  roleId,
});

describe("formatUsd", () => {
  it("shows whole dollars without cents", () => {
    expect(formatUsd(29)).toBe("$29");
    expect(formatUsd(1290)).toBe("$1,290");
    expect(formatUsd(0)).toBe("$0");
  });

  it("shows cents when there are some", () => {
    expect(formatUsd(24.1666)).toBe("$24.17");
    expect(formatUsd(9.5)).toBe("$9.50");
  });
});

describe("yearlySaving", () => {
  it("is twelve monthly payments less the yearly price", () => {
    expect(yearlySaving({ monthlyPrice: 29, yearlyPrice: 290 })).toBe(58);
    expect(yearlySaving({ monthlyPrice: 19.99, yearlyPrice: 199 })).toBe(40.88);
  });

  it("is what the professional plans save yearly", () => {
    expect(yearlySaving({ monthlyPrice: 199, yearlyPrice: 2150 })).toBe(238);
    expect(yearlySaving({ monthlyPrice: 349, yearlyPrice: 3650 })).toBe(538);
  });

  it("is zero when yearly saves nothing", () => {
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 120 })).toBe(0);
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 130 })).toBe(0);
  });
});

describe("monthlyEquivalent", () => {
  it("spreads the yearly price over twelve months to the cent", () => {
    expect(monthlyEquivalent({ yearlyPrice: 290 })).toBe(24.17);
    expect(monthlyEquivalent({ yearlyPrice: 1200 })).toBe(100);
    expect(monthlyEquivalent({ yearlyPrice: 2150 })).toBe(179.17);
    expect(monthlyEquivalent({ yearlyPrice: 3650 })).toBe(304.17);
  });
});

describe("groupPlans", () => {
  it("sorts by id and groups taxpayers' plans before professionals'", () => {
    const groups = groupPlans([plan(4, 2), plan(2, 1), plan(3, 2), plan(1, 1)]);
    expect(groups.map((group) => [group.title, group.plans.map((p) => p.id)])).toEqual([
      ["For taxpayers", [1, 2]],
      ["For tax professionals", [3, 4]],
    ]);
  });

  it("leaves out a group without plans", () => {
    expect(groupPlans([plan(1, 2)]).map((group) => group.id)).toEqual(["professionals"]);
    expect(groupPlans([])).toEqual([]);
  });
});

describe("choosePlanPath", () => {
  it("leads taxpayers and professionals to their own sign-up with the plan and interval", () => {
    expect(choosePlanPath(plan(1, 1), "month")).toBe("/signup/tax-payer?plan=1&interval=month");
    expect(choosePlanPath(plan(3, 2), "year")).toBe("/signup/expert?plan=3&interval=year");
  });
});
