import { describe, expect, it } from "vitest";
import { addBusinessDays, addCalendarDays, irsHolidays, nextBusinessDay } from "./irs-calendar";

describe("the IRS's calendar", () => {
  it("knows the holidays of 2026-2028 as observed", () => {
    expect([...irsHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-04-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
    // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(irsHolidays(2027).has("2027-12-31")).toBe(true);
    expect(irsHolidays(2028).has("2028-01-01")).toBe(false);
    expect(irsHolidays(2028).has("2028-04-17")).toBe(true);
    expect(irsHolidays(2027).has("2027-07-05")).toBe(true);
  });

  it("skips weekends and holidays together", () => {
    expect(nextBusinessDay("2026-07-03")).toBe("2026-07-06");
    expect(nextBusinessDay("2026-11-26")).toBe("2026-11-27");
    expect(nextBusinessDay("2026-12-24")).toBe("2026-12-24");
  });

  it("counts business days past weekends and holidays", () => {
    // Friday July 3, 2026 is Independence Day observed: a day after Thursday July 2 is Monday July 6.
    expect(addBusinessDays("2026-07-02", 1)).toBe("2026-07-06");
    expect(addBusinessDays("2026-07-02", 0)).toBe("2026-07-02");
    // From a Saturday, the first business day is the Monday.
    expect(addBusinessDays("2026-12-05", 0)).toBe("2026-12-07");
    expect(addBusinessDays("2026-12-05", 1)).toBe("2026-12-07");
    expect(addBusinessDays("2026-12-05", 5)).toBe("2026-12-11");
    // Thanksgiving (Thursday November 26, 2026) is skipped.
    expect(addBusinessDays("2026-11-24", 3)).toBe("2026-11-30");
  });

  it("moves calendar days across months and years", () => {
    expect(addCalendarDays("2026-12-25", 21)).toBe("2027-01-15");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
