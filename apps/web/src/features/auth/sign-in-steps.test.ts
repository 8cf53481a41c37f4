import { describe, expect, it } from "vitest";
import { firstSecondStepView } from "./sign-in-steps";

describe("the first card of the second step", () => {
  it.each([
    [[], "email"],
    [["email"], "email"],
    [["totp", "recovery"], "app"],
    [["totp", "passkey", "recovery"], "app"],
    [["passkey", "recovery"], "passkey"],
    [["recovery"], "recovery"],
  ] as const)("is chosen from %j as %s", (factors, view) => {
    expect(firstSecondStepView(factors)).toBe(view);
  });
});
