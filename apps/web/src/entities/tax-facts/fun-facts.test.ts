import { describe, expect, it } from "vitest";
import { nextFactIndex, taxFunFacts } from "./fun-facts";

describe("nextFactIndex", () => {
  it("starts with the first fact and moves on one at a time", () => {
    expect(nextFactIndex(null, 3)).toBe(0);
    expect(nextFactIndex(0, 3)).toBe(1);
    expect(nextFactIndex(1, 3)).toBe(2);
  });

  it("goes round after the last fact", () => {
    expect(nextFactIndex(2, 3)).toBe(0);
  });

  it("shows every fact once before repeating one", () => {
    const seen: number[] = [];
    let index: number | null = null;
    for (let click = 0; click < taxFunFacts.length; click++) {
      index = nextFactIndex(index);
      seen.push(index);
    }
    expect(new Set(seen).size).toBe(taxFunFacts.length);
    expect(nextFactIndex(index)).toBe(0);
  });
});

describe("taxFunFacts", () => {
  it("holds about eight short facts", () => {
    expect(taxFunFacts.length).toBeGreaterThanOrEqual(8);
    for (const fact of taxFunFacts) expect(fact.length).toBeLessThanOrEqual(160);
  });
});
