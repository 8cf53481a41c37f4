import { describe, expect, it } from "vitest";
import { averageOf, averagesByMember, shareOf, turnaroundOf } from "./figures";
import { daysWindow, monthsWindow } from "./windows";

const zone = "America/New_York";
// Noon in New York, so the day is the same in either zone.
const at = (day: string) => new Date(`${day}T17:00:00Z`);

describe("the dashboards' figures", () => {
  it("count days taken and days promised from the hiring day, the promise in business days", () => {
    // Hired Monday 2026-03-02, quoted 10 business days: due Monday 2026-03-16, 14 days.
    const job = { quoteId: 1, memberUserId: 7, startedAt: at("2026-03-02"), turnaroundDays: 10 };
    expect(turnaroundOf({ ...job, filedAt: at("2026-03-16") }, zone)).toEqual({
      quoteId: 1,
      memberUserId: 7,
      hiredOn: "2026-03-02",
      filedOn: "2026-03-16",
      daysTaken: 14,
      daysPromised: 14,
      onTime: true,
    });
    expect(turnaroundOf({ ...job, filedAt: at("2026-03-17") }, zone)).toMatchObject({
      daysTaken: 15,
      onTime: false,
    });
  });

  it("take the timeline's default turnaround when the quote named none", () => {
    const job = { quoteId: 1, memberUserId: 7, startedAt: at("2026-03-02"), turnaroundDays: null };
    expect(turnaroundOf({ ...job, filedAt: at("2026-03-04") }, zone).daysPromised).toBe(14);
  });

  it("read the days in the reader's zone", () => {
    // 02:00 UTC on the 3rd is still the 2nd in New York.
    const job = {
      quoteId: 1,
      memberUserId: 7,
      startedAt: new Date("2026-03-03T02:00:00Z"),
      turnaroundDays: 1,
    };
    expect(turnaroundOf({ ...job, filedAt: at("2026-03-03") }, zone)).toMatchObject({
      hiredOn: "2026-03-02",
      daysTaken: 1,
      onTime: true,
    });
  });

  it("average each member's jobs and the share on time", () => {
    const job = { hiredOn: "2026-03-02", filedOn: "2026-03-10" };
    expect(
      averagesByMember([
        { ...job, quoteId: 1, memberUserId: 7, daysTaken: 10, daysPromised: 14, onTime: true },
        { ...job, quoteId: 2, memberUserId: 8, daysTaken: 20, daysPromised: 14, onTime: false },
        { ...job, quoteId: 3, memberUserId: 7, daysTaken: 15, daysPromised: 7, onTime: false },
      ]),
    ).toEqual([
      { userId: 7, filedJobs: 2, averageDaysTaken: 12.5, averageDaysPromised: 10.5, onTimeShare: 0.5 },
      { userId: 8, filedJobs: 1, averageDaysTaken: 20, averageDaysPromised: 14, onTimeShare: 0 },
    ]);
  });

  it("give no share of nothing, and round shares and averages", () => {
    expect(shareOf(1, 0)).toBeNull();
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(averageOf([])).toBe(0);
    expect(averageOf([1, 2, 2])).toBe(1.7);
  });

  it("list every month and day of a window, starting at its first instant in the zone", () => {
    const now = new Date("2026-03-01T03:00:00Z"); // still February 28 in New York
    const months = monthsWindow(now, zone, 12);
    expect(months.months).toHaveLength(12);
    expect(months.months[0]).toBe("2025-03");
    expect(months.months.at(-1)).toBe("2026-02");
    expect(months.since.toISOString()).toBe("2025-03-01T05:00:00.000Z");
    const days = daysWindow(now, zone, 30);
    expect(days.days).toHaveLength(30);
    expect(days.days.at(-1)).toBe("2026-02-28");
    expect(days.days[0]).toBe("2026-01-30");
    expect(days.since.toISOString()).toBe("2026-01-30T05:00:00.000Z");
  });
});
