import { describe, expect, it } from "vitest";
import { createSendBudget } from "./send-budget";

describe("a hub socket's send budget", () => {
  it("allows a burst, then the steady rate, and refills while idle", () => {
    let at = 0;
    const budget = createSendBudget({ burst: 3, perSecond: 2, now: () => at });
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    at += 500;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    at += 10_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
