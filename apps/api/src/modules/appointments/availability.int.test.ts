import { appointmentTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { clientOf } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import { createSignedInUser } from "../../../test/factories";
import { createExpert, getAs } from "../../../test/marketplace";

const { clock, app, errorOf, hours, slots, updateAvailability, weekdays } = await appointmentsTestApp();

describe("availability", async () => {
  const expert = await createExpert(app);
  const { taxpayer } = await clientOf(app, expert);

  it("starts at weekdays 9:00-17:00 in the professional's zone, 4 hours' notice, no buffer", async () => {
    const { status, body } = await getAs(app, expert, "Accountant/GetAvailability");
    expect(status).toBe(200);
    expect(body).toEqual({
      timeZone: "America/New_York",
      weeklyHours: weekdays("09:00", "17:00"),
      daysOff: [],
      minimumNoticeHours: 4,
      bufferMinutes: 0,
      isDefault: true,
    });
  });

  it("offers the half-hours of a working day, labelled 9:30 to 16:30, with their UTC instants", async () => {
    expect(await hours(taxpayer, expert.id, "2026-03-03")).toEqual({
      status: 200,
      body: [9, 10, 11, 12, 13, 14, 15, 16],
    });
    const { body } = await slots(taxpayer, expert.id, "2026-03-03");
    expect(body.timeZone).toBe("America/New_York");
    expect(body.slots[0]).toEqual({
      time: 9,
      startsAt: "2026-03-03T14:30:00.000Z",
      endsAt: "2026-03-03T15:00:00.000Z",
    });
    // Today: 10:00 now and 4 hours' notice leave 14:30 onwards; the weekend has none.
    expect((await hours(taxpayer, expert.id, "2026-03-02")).body).toEqual([14, 15, 16]);
    expect((await hours(taxpayer, expert.id, "2026-03-07")).body).toEqual([]);
    // The professional sees their own.
    expect((await hours(expert, expert.id, "2026-03-03")).status).toBe(200);
  });

  it("shows free slots only to the professional's own taxpayers and to themselves", async () => {
    const stranger = await createSignedInUser(app, 1);
    const otherExpert = await createExpert(app);
    const refused = await hours(stranger, expert.id, "2026-03-03");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorMessage: appointmentTexts.notYourJob });
    expect((await hours(otherExpert, expert.id, "2026-03-03")).status).toBe(403);
    const anonymous = await app.inject({
      method: "GET",
      url: `/api/taxpayer/GetAccountantAvailableHours?accountantId=${expert.id}&date=2026-03-03`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await hours(taxpayer, expert.id, "not-a-day")).status).toBe(400);
  });

  it("saves hours, days off, notice, buffer and the zone, and refuses what cannot be", async () => {
    const own = await createExpert(app);
    const settings = {
      timeZone: "America/Los_Angeles",
      weeklyHours: [
        { weekday: 2, start: "08:00", end: "12:00" },
        { weekday: 2, start: "13:00", end: "15:00" },
      ],
      daysOff: ["2026-03-10"],
      minimumNoticeHours: 24,
      bufferMinutes: 30,
    };
    const saved = await updateAvailability(own, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...settings, isDefault: false });
    expect((await getAs(app, own, "Accountant/GetAvailability")).body).toEqual({
      ...settings,
      isDefault: false,
    });
    expect((await hours(own, own.id, "2026-03-03")).body).toEqual([8, 9, 10, 11, 13, 14]);
    expect((await hours(own, own.id, "2026-03-10")).body).toEqual([]);

    const badZone = await updateAvailability(own, { ...settings, timeZone: "Mars/Olympus" });
    expect(badZone.statusCode).toBe(400);
    expect(errorOf(badZone)).toBe(appointmentTexts.unknownTimeZone);
    const backwards = await updateAvailability(own, {
      ...settings,
      weeklyHours: [{ weekday: 1, start: "17:00", end: "09:00" }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toBe(appointmentTexts.hoursOrder);
    expect((await updateAvailability(own, { ...settings, bufferMinutes: 500 })).statusCode).toBe(400);
    expect((await updateAvailability(taxpayer, settings)).statusCode).toBe(403);
    expect((await getAs(app, taxpayer, "Accountant/GetAvailability")).status).toBe(403);
  });

  it("follows the wall clock across the March and November changes", async () => {
    const everyHour = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "23:59" }));
    const professionalIn = async (timeZone: string) => {
      const own = await createExpert(app);
      const saved = await updateAvailability(own, {
        timeZone,
        weeklyHours: everyHour,
        daysOff: [],
        minimumNoticeHours: 0,
        bufferMinutes: 0,
      });
      expect(saved.statusCode).toBe(200);
      return own;
    };
    const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, "0")}:30:00.000Z`;
    for (const [zone, daylight] of [
      ["America/New_York", 4],
      ["America/Los_Angeles", 7],
    ] as const) {
      const own = await professionalIn(zone);
      const march = (await slots(own, own.id, "2026-03-08")).body.slots;
      expect(march.map((slot) => slot.time)).not.toContain(2);
      expect(march).toHaveLength(23);
      expect(march.find((slot) => slot.time === 1)?.startsAt).toBe(at("2026-03-08", 1 + daylight + 1));
      expect(march.find((slot) => slot.time === 3)?.startsAt).toBe(at("2026-03-08", 3 + daylight));
    }
    // The November day is more than 180 days ahead of March: look from October (new sessions then).
    clock.set(new Date("2026-10-20T15:00:00Z"));
    try {
      for (const [zone, daylight] of [
        ["America/New_York", 4],
        ["America/Los_Angeles", 7],
      ] as const) {
        const own = await professionalIn(zone);
        const november = (await slots(own, own.id, "2026-11-01")).body.slots;
        expect(november).toHaveLength(24);
        expect(november.find((slot) => slot.time === 1)?.startsAt).toBe(at("2026-11-01", 1 + daylight));
        expect(november.find((slot) => slot.time === 2)?.startsAt).toBe(at("2026-11-01", 2 + daylight + 1));
      }
    } finally {
      clock.set(new Date("2026-03-02T15:00:00Z"));
    }
  });
});
