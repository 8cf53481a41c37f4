import { describe, expect, it } from "vitest";
import { secondsLeft } from "./cooldown";

describe("secondsLeft", () => {
  it("rounds up to whole seconds and stops at 0", () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});
