import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
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

  it("words dates and dollars in US Spanish when the page speaks Spanish", () => {
    const previous = setLanguageSource(() => "es");
    try {
      expect(formatLongDate("2026-11-01")).toBe("1 de noviembre de 2026");
      expect(formatUsd(75_000)).toBe("$75,000");
    } finally {
      setLanguageSource(previous);
    }
  });
});
