import { describe, expect, it } from "vitest";
import {
  appointmentReminderAt,
  estimatedTaxDueDates,
  estimatedTaxReminderAt,
  estimatedTaxRemindersBetween,
  isEstimatedTaxDueDay,
  listedEstimatedTaxDays,
  listedStart,
  localStart,
  nextDue,
  readableZone,
} from "./schedule";

describe("estimated tax due dates", () => {
  it("keeps the dates that fall on business days (2026)", () => {
    expect(estimatedTaxDueDates(2026)).toEqual(["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15"]);
  });

  it("moves a Saturday January 15 past Martin Luther King Day (2027 → January 18, 2028)", () => {
    expect(estimatedTaxDueDates(2027)).toEqual(["2027-04-15", "2027-06-15", "2027-09-15", "2028-01-18"]);
  });

  it("moves a Saturday April 15 past the Monday Emancipation Day is observed on (2028)", () => {
    expect(estimatedTaxDueDates(2028)).toEqual(["2028-04-18", "2028-06-15", "2028-09-15", "2029-01-16"]);
  });

  it("reminds a week before at 9:00 in the taxpayer's zone", () => {
    expect(estimatedTaxReminderAt("2026-04-15", "America/New_York").toISOString()).toBe(
      "2026-04-08T13:00:00.000Z",
    );
    expect(estimatedTaxReminderAt("2028-01-18", "America/Los_Angeles").toISOString()).toBe(
      "2028-01-11T17:00:00.000Z",
    );
    const found = estimatedTaxRemindersBetween(
      new Date("2026-01-01T00:00:00Z"),
      new Date("2027-01-01T00:00:00Z"),
      "America/New_York",
    );
    expect(found.map((entry) => entry.dueDay)).toEqual([
      "2026-01-15",
      "2026-04-15",
      "2026-06-15",
      "2026-09-15",
    ]);
  });
});

describe("appointment reminders", () => {
  it("the day before at the same time on the person's clock, across the spring change (23 h)", () => {
    // Sunday, March 8, 2026 at 10:00 in New York (EDT, UTC-4); the day before was still EST.
    const startsAt = new Date("2026-03-08T14:00:00Z");
    const dayBefore = appointmentReminderAt(startsAt, { days: 1 }, "America/New_York");
    expect(dayBefore.toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect((startsAt.getTime() - dayBefore.getTime()) / 3_600_000).toBe(23);
    // The same instant for someone in Phoenix (no daylight saving): a full 24 hours.
    expect(appointmentReminderAt(startsAt, { days: 1 }, "America/Phoenix").toISOString()).toBe(
      "2026-03-07T14:00:00.000Z",
    );
  });

  it("across the autumn change the day before is 25 hours", () => {
    const startsAt = new Date("2026-11-01T15:00:00Z"); // 10:00 EST, Sunday November 1, 2026
    const dayBefore = appointmentReminderAt(startsAt, { days: 1 }, "America/New_York");
    expect(dayBefore.toISOString()).toBe("2026-10-31T14:00:00.000Z");
  });

  it("one hour before is elapsed time, and the start reads in each person's zone", () => {
    const startsAt = new Date("2026-03-08T14:00:00Z");
    expect(appointmentReminderAt(startsAt, { hours: 1 }, "America/New_York").toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    expect(localStart(startsAt, "America/New_York")).toBe("Sunday, March 8, 2026 at 10:00 AM EDT");
    expect(localStart(startsAt, "America/Los_Angeles")).toBe("Sunday, March 8, 2026 at 7:00 AM PDT");
  });

  it("a list names the start's zone, in the web app's date and time style", () => {
    const startsAt = new Date("2026-11-26T15:30:00Z");
    expect(listedStart(startsAt, "America/New_York")).toBe("Nov 26, 2026, 10:30 AM EST");
    expect(listedStart(startsAt, "UTC")).toBe("Nov 26, 2026, 3:30 PM UTC");
    expect(listedStart(startsAt, "Not/A_Zone")).toBe("Nov 26, 2026, 10:30 AM EST");
  });

  it("writes a person's times in their zone, or the default one when it is missing or unknown", () => {
    expect(readableZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(readableZone(null)).toBe("America/New_York");
    expect(readableZone("Not/A_Zone")).toBe("America/New_York");
  });
});

describe("cadence", () => {
  it("the next reminder comes the chosen number of days later", () => {
    expect(nextDue(new Date("2026-11-24T10:00:00Z"), 3).toISOString()).toBe("2026-11-27T10:00:00.000Z");
  });
});

describe("the payments a taxpayer marks paid", () => {
  it("lists the next four due days, a past one for 30 days after it", () => {
    expect(listedEstimatedTaxDays(new Date("2027-05-10T12:00:00Z"))).toEqual([
      "2027-04-15",
      "2027-06-15",
      "2027-09-15",
      "2028-01-18",
    ]);
    expect(listedEstimatedTaxDays(new Date("2027-05-16T12:00:00Z"))[0]).toBe("2027-06-15");
  });

  it("knows a (moved) due day from any other day", () => {
    expect(isEstimatedTaxDueDay("2028-01-18")).toBe(true);
    expect(isEstimatedTaxDueDay("2028-01-15")).toBe(false);
    expect(isEstimatedTaxDueDay("2027-09-15")).toBe(true);
    expect(isEstimatedTaxDueDay("2027-09-16")).toBe(false);
  });
});
