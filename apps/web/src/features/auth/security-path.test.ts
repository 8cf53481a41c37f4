import { describe, expect, it } from "vitest";
import { setupPathAfterSignIn } from "./security-path";

const day = 24 * 60 * 60_000;
const now = Date.parse("2026-12-02T10:00:00Z");
const professional = (dueInMs: number, blocked = false) => ({
  roleId: 2 as const,
  secondFactor: {
    required: true,
    hasStrongFactor: false,
    satisfied: false,
    dueAt: new Date(now + dueInMs).toISOString(),
    blocked,
  },
});

describe("where a sign-in leads a professional without an app or passkey", () => {
  it("to the set-up on the sign-in that began the grace", () => {
    expect(setupPathAfterSignIn(professional(7 * day), true)).toBe("/expert/security?setup=1");
  });

  it("home within the grace after that, however fresh: the banner reminds them", () => {
    expect(setupPathAfterSignIn(professional(7 * day), false)).toBeNull();
    expect(setupPathAfterSignIn(professional(3 * day), false)).toBeNull();
  });

  it("to the set-up once the grace is over", () => {
    expect(setupPathAfterSignIn(professional(-day, true), false)).toBe("/expert/security?setup=1");
  });

  it("home for a taxpayer, and for a professional who has one", () => {
    expect(setupPathAfterSignIn({ roleId: 1, secondFactor: undefined }, true)).toBeNull();
    const protectedOne = professional(7 * day);
    expect(
      setupPathAfterSignIn(
        { ...protectedOne, secondFactor: { ...protectedOne.secondFactor, hasStrongFactor: true } },
        true,
      ),
    ).toBeNull();
  });
});
