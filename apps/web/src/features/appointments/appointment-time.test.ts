import { describe, expect, it } from "vitest";
import {
  dayInZone,
  dayLabel,
  ownZoneText,
  shiftDay,
  slotClock,
  timeInZone,
  weekDays,
  weekStartOf,
  zoneAbbreviation,
} from "./appointment-time";
import { professionalDaysAround, slotsOnLocalDay, slotValue } from "./booking-slots";
import { settingsOfValues, valuesOfSettings } from "./working-hours";

describe("appointment times", () => {
  it("reads an instant in each zone, across the daylight-saving change", () => {
    // 2026-03-08 is the spring-forward day in the United States.
    expect(timeInZone("2026-03-08T14:30:00Z", "America/New_York")).toBe("10:30 AM");
    expect(zoneAbbreviation("2026-03-08T14:30:00Z", "America/New_York")).toBe("EDT");
    expect(timeInZone("2026-03-07T14:30:00Z", "America/New_York")).toBe("9:30 AM");
    expect(zoneAbbreviation("2026-03-07T14:30:00Z", "America/New_York")).toBe("EST");
    expect(dayInZone("2026-03-08T03:30:00Z", "America/Los_Angeles")).toBe("2026-03-07");
    expect(dayInZone("2026-03-08T03:30:00Z", "Europe/Berlin")).toBe("2026-03-08");
  });

  it("counts days and weeks without a zone", () => {
    expect(shiftDay("2026-02-28", 1)).toBe("2026-03-01");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekStartOf("2026-03-11")).toBe("2026-03-08");
    expect(weekDays("2026-03-08")).toHaveLength(7);
    expect(weekDays("2026-03-08")[6]).toBe("2026-03-14");
    expect(dayLabel("2026-03-10")).toBe("Tue, Mar 10");
  });

  it("says which zone the taxpayer's times are in", () => {
    expect(ownZoneText("America/New_York")).toBe(
      "Times are shown in your time zone, Eastern Time (America/New_York).",
    );
  });

  it("labels the wire's slot indexes as half past the hour", () => {
    expect(slotClock(0)).toBe("12:30 AM");
    expect(slotClock(9)).toBe("9:30 AM");
    expect(slotClock(12)).toBe("12:30 PM");
    expect(slotClock(23)).toBe("11:30 PM");
  });
});

describe("booking slots", () => {
  it("keeps the professional's slots that fall on the taxpayer's day, in order, once each", () => {
    expect(professionalDaysAround("2026-03-10")).toEqual(["2026-03-09", "2026-03-10", "2026-03-11"]);
    const slot = (startsAt: string, time: number) => ({ time, startsAt, endsAt: startsAt });
    const slots = slotsOnLocalDay(
      [
        // A professional in Berlin: 0:30 on the 11th there is still the 10th in New York.
        { day: "2026-03-11", timeZone: "Europe/Berlin", slots: [slot("2026-03-10T23:30:00Z", 0)] },
        { day: "2026-03-10", timeZone: "Europe/Berlin", slots: [slot("2026-03-10T14:30:00Z", 15)] },
        { day: "2026-03-09", timeZone: "Europe/Berlin", slots: [slot("2026-03-09T14:30:00Z", 15)] },
      ],
      "2026-03-10",
      "America/New_York",
    );
    expect(slots.map((each) => slotValue(each))).toEqual(["2026-03-10#15", "2026-03-11#0"]);
  });
});

describe("working hours", () => {
  it("turns saved hours into one row a weekday and back", () => {
    const settings = {
      timeZone: "America/Chicago",
      weeklyHours: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "13:00", end: "17:00" },
        { weekday: 3, start: "10:00", end: "14:30" },
      ],
      daysOff: ["2026-12-25", "2026-12-24"],
      minimumNoticeHours: 24,
      bufferMinutes: 15,
    };
    const values = valuesOfSettings(settings);
    expect(values.days[1]).toEqual({ works: true, start: "09:00", end: "17:00" });
    expect(values.days[0]?.works).toBe(false);
    expect(values.daysOff).toEqual(["2026-12-24", "2026-12-25"]);
    expect(settingsOfValues(values).weeklyHours).toEqual([
      { weekday: 1, start: "09:00", end: "17:00" },
      { weekday: 3, start: "10:00", end: "14:30" },
    ]);
  });
});
