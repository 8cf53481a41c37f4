import type { AccountantAppointment, TaxpayerAppointment } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { booked, calendarMailsTo, clientOf, decide } from "../../../test/appointments";
import { bearer, type TestUser } from "../../../test/factories";
import {
  calendarEnvironment,
  type FakeCalendar,
  startFakeGoogle,
  startFakeMicrosoft,
} from "../../../test/fake-calendars";
import { createExpert, getAs } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

// Monday 2 March 2026, 10:00 in New York.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const google = await startFakeGoogle();
const microsoft = await startFakeMicrosoft();
const { app, dataDir } = await createTestApp(
  { ...calendarEnvironment(google, microsoft), AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
  { clock },
);

async function connect(expert: TestUser, provider: "google" | "microsoft") {
  const fake = provider === "google" ? google : microsoft;
  const call = provider === "google" ? "GetGoogleAuthUrl" : "MicrosoftAuthUrl";
  const callback = provider === "google" ? "GoogleAuthCallBack" : "MicrosoftAuthUrlCallBack";
  const { body: url } = await getAs<string>(app, expert, `Accountant/${call}`);
  const state = new URL(url).searchParams.get("state") ?? "";
  const response = await app.inject({
    method: "POST",
    url: `/api/Accountant/${callback}`,
    headers: bearer(expert),
    payload: { code: fake.authorize(url), state },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const approve = async (expert: TestUser, id: number) =>
  expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
const meetingFor = async (expert: TestUser, taxpayer: TestUser, id: number) => ({
  expert: (
    await getAs<AccountantAppointment[]>(app, expert, "accountant/GetAccountantApprovedAppointments")
  ).body.find((row) => row.id === id)?.meetingUrl,
  taxpayer: (await getAs<TaxpayerAppointment[]>(app, taxpayer, "taxpayer/GetAppointments")).body.find(
    (row) => row.id === id,
  )?.meetingUrl,
});
const lastEvent = (fake: FakeCalendar) => [...fake.events.values()].at(-1) as Record<string, unknown>;

describe("a video appointment of a professional with a synced Google calendar", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);
  await connect(expert, "google");

  it("gets a Meet meeting made with its event, shown to both people and sent in an updated invitation", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10 });
    await approve(expert, id);
    const event = lastEvent(google) as { conferenceData?: { createRequest?: Record<string, unknown> } };
    expect(event.conferenceData?.createRequest).toMatchObject({
      conferenceSolutionKey: { type: "hangoutsMeet" },
    });
    const meet = (await meetingFor(expert, taxpayer, id)).taxpayer;
    expect(meet).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(await meetingFor(expert, taxpayer, id)).toEqual({ expert: meet, taxpayer: meet });

    const forTaxpayer = (await calendarMailsTo(app, dataDir, taxpayer.email)).filter(
      (mail) => mail.start === "2026-03-03T15:30:00.000Z",
    );
    expect(forTaxpayer.map((mail) => mail.sequence)).toEqual([0, 1]);
    const update = forTaxpayer[1];
    expect(update?.uid).toBe(forTaxpayer[0]?.uid);
    expect(update?.text).toContain(meet);
    expect(update?.raw).toContain(`LOCATION:${meet}`);
    const forExpert = (await calendarMailsTo(app, dataDir, expert.email)).filter(
      (mail) => mail.start === "2026-03-03T15:30:00.000Z",
    );
    expect(forExpert.at(-1)?.text).toContain(meet);
  });

  it("uses the professional's own link instead when they set one, and makes no meeting", async () => {
    const own = "https://zoom.us/j/5550001111";
    const saved = await app.inject({
      method: "POST",
      url: "/api/Accountant/SetVideoMeetingLink",
      headers: bearer(expert),
      payload: { url: own },
    });
    expect(saved.statusCode).toBe(200);
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 12 });
    await approve(expert, id);
    const event = lastEvent(google);
    expect(event.conferenceData).toBeUndefined();
    expect(event.location).toBe(own);
    expect(await meetingFor(expert, taxpayer, id)).toEqual({ expert: own, taxpayer: own });
  });

  it("asks for no meeting for an appointment in person", async () => {
    const id = await booked(app, taxpayer, {
      quoteId,
      dateTime: "2026-03-03",
      time: 14,
      appointmentTypeId: 1,
    });
    await approve(expert, id);
    expect(lastEvent(google).conferenceData).toBeUndefined();
    expect(await meetingFor(expert, taxpayer, id)).toEqual({ expert: null, taxpayer: null });
  });
});

describe("a video appointment of a professional with a synced Microsoft calendar", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);
  await connect(expert, "microsoft");

  it("gets a Teams meeting made with its event, shown to both people", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 10 });
    await approve(expert, id);
    expect(lastEvent(microsoft)).toMatchObject({
      isOnlineMeeting: true,
      onlineMeetingProvider: "teamsForBusiness",
    });
    const teams = (await meetingFor(expert, taxpayer, id)).expert;
    expect(teams).toMatch(/^https:\/\/teams\.microsoft\.com\//);
    expect((await meetingFor(expert, taxpayer, id)).taxpayer).toBe(teams);
  });
});
