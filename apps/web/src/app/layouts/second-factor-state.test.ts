import type { SecondFactorStatus } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { secondFactorState } from "./second-factor-state";

const status = (change: Partial<SecondFactorStatus>): SecondFactorStatus => ({
  required: true,
  hasStrongFactor: false,
  satisfied: false,
  dueAt: "2026-12-09T10:00:00.000Z",
  blocked: false,
  ...change,
});

describe("what the areas show about the second factor", () => {
  it("shows nothing when none is asked for, or this session used one", () => {
    expect(secondFactorState(undefined)).toBe("fine");
    expect(secondFactorState(status({ required: false }))).toBe("fine");
    expect(secondFactorState(status({ hasStrongFactor: true, satisfied: true, dueAt: null }))).toBe("fine");
  });

  it("asks to add one during the grace, or to sign in again with the one the account has", () => {
    expect(secondFactorState(status({}))).toBe("due");
    expect(secondFactorState(status({ hasStrongFactor: true }))).toBe("stale");
  });

  it("blocks once the grace is over", () => {
    expect(secondFactorState(status({ blocked: true }))).toBe("blocked");
    expect(secondFactorState(status({ blocked: true, hasStrongFactor: true }))).toBe("blockedStale");
  });
});
