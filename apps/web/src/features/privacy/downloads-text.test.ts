import { describe, expect, it } from "vitest";
import { downloadsText } from "./downloads-text";

describe("the downloads left", () => {
  it("counts what is left, and names the next day when none is", () => {
    expect(downloadsText({ remaining: 2, nextAvailableOn: null })).toBe(
      "You have 2 downloads left in these 12 months.",
    );
    expect(downloadsText({ remaining: 1, nextAvailableOn: null })).toBe(
      "You have 1 download left in these 12 months.",
    );
    expect(downloadsText({ remaining: 0, nextAvailableOn: "2027-11-26" })).toBe(
      "You have no downloads left. You can download your data again on November 26, 2027.",
    );
  });
});
