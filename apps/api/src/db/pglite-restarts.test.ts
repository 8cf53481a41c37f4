import { describe, expect, it } from "vitest";
import { RESTART_WINDOW_MS, RestartBudget } from "./pglite-restarts";

describe("the embedded database thread's restart budget", () => {
  it("allows two restarts, and refuses the third stop within a minute", () => {
    const budget = new RestartBudget();
    expect(budget.allowsRestartAfterStop(0)).toBe(true);
    expect(budget.allowsRestartAfterStop(1_000)).toBe(true);
    expect(budget.allowsRestartAfterStop(RESTART_WINDOW_MS - 1)).toBe(false);
  });

  it("forgets stops older than a minute", () => {
    const budget = new RestartBudget();
    expect(budget.allowsRestartAfterStop(0)).toBe(true);
    expect(budget.allowsRestartAfterStop(1_000)).toBe(true);
    // The first stop is a minute old now: two stops in the window.
    expect(budget.allowsRestartAfterStop(RESTART_WINDOW_MS)).toBe(true);
    expect(budget.allowsRestartAfterStop(RESTART_WINDOW_MS + 500)).toBe(false);
  });
});
