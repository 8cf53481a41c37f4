import { describe, expect, it } from "vitest";
import { formatLongDate, formatUsd, numberWord, timesWord } from "./legal-text";

describe("legal wording", () => {
  it("spells small numbers and keeps larger ones as digits", () => {
    expect(numberWord(7)).toBe("seven");
    expect(numberWord(12)).toBe("twelve");
    expect(numberWord(18)).toBe("18");
  });

  it("says once, twice, then n times", () => {
    expect(timesWord(1)).toBe("once");
    expect(timesWord(2)).toBe("twice");
    expect(timesWord(3)).toBe("three times");
  });

  it("formats whole dollars", () => {
    expect(formatUsd(75_000)).toBe("$75,000");
    expect(formatUsd(100)).toBe("$100");
  });

  it("formats a calendar date without shifting it by time zone", () => {
    expect(formatLongDate("2026-11-01")).toBe("November 1, 2026");
  });
});
