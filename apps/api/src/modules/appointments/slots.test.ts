import { describe, expect, it } from "vitest";
import { type AvailabilityRules, dayAndTime, defaultRules, freeSlots, refusalOf, slotAt } from "./slots";

/** Every hour of the day worked, every day: what is left out is what the clocks and rules leave out. */
const allDay = (timeZone: string): AvailabilityRules => ({
  timeZone,
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "23:59" })),
  daysOff: [],
  minimumNoticeHours: 0,
  bufferMinutes: 0,
});
const longBefore = new Date("2026-01-01T00:00:00Z");
const octoberFirst = new Date("2026-10-01T00:00:00Z");
const iso = (slot: { startsAt: Date; endsAt: Date } | null) =>
  slot ? [slot.startsAt.toISOString(), slot.endsAt.toISOString()] : null;

describe("slot instants", () => {
  it("starts slot H at H:30 in the professional's zone and lasts half an hour", () => {
    expect(iso(slotAt("2026-06-15", 9, "America/New_York"))).toEqual([
      "2026-06-15T13:30:00.000Z",
      "2026-06-15T14:00:00.000Z",
    ]);
    expect(iso(slotAt("2026-01-15", 0, "America/Los_Angeles"))).toEqual([
      "2026-01-15T08:30:00.000Z",
      "2026-01-15T09:00:00.000Z",
    ]);
    // The last slot ends at midnight, the next day.
    expect(iso(slotAt("2026-01-15", 23, "America/Los_Angeles"))).toEqual([
      "2026-01-16T07:30:00.000Z",
      "2026-01-16T08:00:00.000Z",
    ]);
  });

  it("reads a stored instant back as the same day and index", () => {
    const slot = slotAt("2026-11-01", 14, "America/Los_Angeles");
    expect(slot && dayAndTime(slot.startsAt, "America/Los_Angeles")).toEqual({
      date: "2026-11-01",
      time: 14,
    });
    // The same instant is another day and hour in Tokyo.
    expect(slot && dayAndTime(slot.startsAt, "Asia/Tokyo")).toEqual({ date: "2026-11-02", time: 7 });
  });

  it("refuses indexes outside 0-23 and days that are not days", () => {
    expect(slotAt("2026-06-15", 24, "America/New_York")).toBeNull();
    expect(slotAt("2026-06-15", -1, "America/New_York")).toBeNull();
    expect(slotAt("2026-02-30", 9, "America/New_York")).toBeNull();
  });
});

describe("the March change (clocks go forward at 2:00)", () => {
  for (const [zone, standard, daylight] of [
    ["America/New_York", 5, 4],
    ["America/Los_Angeles", 8, 7],
  ] as const) {
    it(`offers no 2:30 on 2026-03-08 in ${zone}, and moves the offset after it`, () => {
      const slots = freeSlots(allDay(zone), "2026-03-08", longBefore, []);
      expect(slots.map((slot) => slot.time)).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
      expect(slotAt("2026-03-08", 2, zone)).toBeNull();
      expect(iso(slotAt("2026-03-08", 1, zone))?.[0]).toBe(
        `2026-03-08T${String(1 + standard).padStart(2, "0")}:30:00.000Z`,
      );
      expect(iso(slotAt("2026-03-08", 3, zone))?.[0]).toBe(
        `2026-03-08T${String(3 + daylight).padStart(2, "0")}:30:00.000Z`,
      );
      // 9:30 that day is 9:30 on the wall clock, in daylight time.
      expect(iso(slotAt("2026-03-08", 9, zone))?.[0]).toBe(
        `2026-03-08T${String(9 + daylight).padStart(2, "0")}:30:00.000Z`,
      );
      // Each slot is thirty real minutes.
      for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(30 * 60_000);
    });
  }

  it("keeps working hours on the wall clock across the change (New York, Monday 2026-03-09)", () => {
    const rules = defaultRules("America/New_York");
    const friday = freeSlots(rules, "2026-03-06", longBefore, []);
    const monday = freeSlots(rules, "2026-03-09", longBefore, []);
    expect(friday.map((slot) => slot.time)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(monday.map((slot) => slot.time)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(friday[0]?.startsAt.toISOString()).toBe("2026-03-06T14:30:00.000Z");
    expect(monday[0]?.startsAt.toISOString()).toBe("2026-03-09T13:30:00.000Z");
  });
});

describe("the November change (clocks go back at 2:00)", () => {
  for (const [zone, standard, daylight] of [
    ["America/New_York", 5, 4],
    ["America/Los_Angeles", 8, 7],
  ] as const) {
    it(`offers all 24 slots on 2026-11-01 in ${zone}, 1:30 being the first of the two`, () => {
      const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, "0")}:30:00.000Z`;
      const slots = freeSlots(allDay(zone), "2026-11-01", octoberFirst, []);
      expect(slots.map((slot) => slot.time)).toEqual(Array.from({ length: 24 }, (_, i) => i));
      expect(iso(slotAt("2026-11-01", 0, zone))?.[0]).toBe(at(daylight));
      // 1:30 daylight time, the first 1:30 of the night.
      expect(iso(slotAt("2026-11-01", 1, zone))?.[0]).toBe(at(1 + daylight));
      expect(iso(slotAt("2026-11-01", 2, zone))?.[0]).toBe(at(2 + standard));
      expect(iso(slotAt("2026-11-01", 14, zone))?.[0]).toBe(at(14 + standard));
      const instants = slots.map((slot) => slot.startsAt.getTime());
      expect(new Set(instants).size).toBe(24);
    });
  }

  it("blocks a slot booked on the day of the change, by its instant", () => {
    const zone = "America/Los_Angeles";
    const booked = slotAt("2026-11-01", 1, zone);
    if (!booked) throw new Error("no slot");
    const slots = freeSlots(allDay(zone), "2026-11-01", octoberFirst, [
      { start: booked.startsAt, end: booked.endsAt },
    ]);
    expect(slots.map((slot) => slot.time)).not.toContain(1);
    expect(slots).toHaveLength(23);
  });
});

describe("free slots", () => {
  const zone = "America/New_York";
  const rules = { ...defaultRules(zone), minimumNoticeHours: 0 };

  it("are weekdays 9:30 to 16:30 by default, none at the weekend", () => {
    expect(freeSlots(rules, "2026-06-15", longBefore, []).map((slot) => slot.time)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(freeSlots(rules, "2026-06-13", longBefore, [])).toEqual([]);
    expect(freeSlots(rules, "2026-06-14", longBefore, [])).toEqual([]);
  });

  it("leave out days off, past slots and slots inside the notice", () => {
    expect(freeSlots({ ...rules, daysOff: ["2026-06-15"] }, "2026-06-15", longBefore, [])).toEqual([]);
    const now = new Date("2026-06-15T15:10:00Z"); // 11:10 in New York
    expect(freeSlots(rules, "2026-06-15", now, []).map((slot) => slot.time)).toEqual([
      11, 12, 13, 14, 15, 16,
    ]);
    expect(
      freeSlots({ ...rules, minimumNoticeHours: 3 }, "2026-06-15", now, []).map((slot) => slot.time),
    ).toEqual([14, 15, 16]);
  });

  it("leave out busy spans, widened by the buffer", () => {
    const busy = [{ start: new Date("2026-06-15T16:30:00Z"), end: new Date("2026-06-15T17:00:00Z") }]; // 12:30
    expect(freeSlots(rules, "2026-06-15", longBefore, busy).map((slot) => slot.time)).toEqual([
      9, 10, 11, 13, 14, 15, 16,
    ]);
    expect(
      freeSlots({ ...rules, bufferMinutes: 45 }, "2026-06-15", longBefore, busy).map((slot) => slot.time),
    ).toEqual([9, 10, 14, 15, 16]);
    // An event of the synced calendar from 14:00 to 15:10 takes 14:30 and the slot it reaches into.
    const external = [{ start: new Date("2026-06-15T18:00:00Z"), end: new Date("2026-06-15T19:10:00Z") }];
    expect(freeSlots(rules, "2026-06-15", longBefore, external).map((slot) => slot.time)).toEqual([
      9, 10, 11, 12, 13, 15, 16,
    ]);
  });

  it("split working hours into several spans a day", () => {
    const split = {
      ...rules,
      weeklyHours: [
        { weekday: 1, start: "08:00", end: "12:00" },
        { weekday: 1, start: "13:30", end: "15:00" },
      ],
    };
    expect(freeSlots(split, "2026-06-15", longBefore, []).map((slot) => slot.time)).toEqual([
      8, 9, 10, 11, 13, 14,
    ]);
  });

  it("say why a slot is refused", () => {
    const day = "2026-06-15";
    const now = new Date("2026-06-15T15:10:00Z");
    const slot = (time: number) => slotAt(day, time, zone);
    expect(refusalOf(rules, day, slot(10), now, [])).toBe("past");
    expect(refusalOf({ ...rules, minimumNoticeHours: 3 }, day, slot(12), now, [])).toBe("tooSoon");
    expect(refusalOf(rules, day, slot(18), now, [])).toBe("notOffered");
    expect(
      refusalOf(rules, day, slot(12), now, [
        { start: new Date("2026-06-15T16:30:00Z"), end: new Date("2026-06-15T17:00:00Z") },
      ]),
    ).toBe("taken");
    expect(refusalOf(rules, "2027-06-15", slotAt("2027-06-15", 9, zone), now, [])).toBe("tooFarAhead");
    expect(refusalOf(rules, "2026-03-08", slotAt("2026-03-08", 2, zone), longBefore, [])).toBe("missing");
    expect(refusalOf(rules, day, slot(12), now, [])).toBeNull();
  });
});
