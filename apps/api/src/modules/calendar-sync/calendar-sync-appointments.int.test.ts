import type { CalendarSyncStatus } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { booked, clientOf, decide } from "../../../test/appointments";
import { closeAccount, givePassword } from "../../../test/closing";
import type { TestUser } from "../../../test/factories";
import { calendarEnvironment, startFakeGoogle, startFakeMicrosoft } from "../../../test/fake-calendars";
import { createExpert, getAs } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

// Monday 2 March 2026, 10:00 in New York.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const google = await startFakeGoogle();
const microsoft = await startFakeMicrosoft();
const { app } = await createTestApp(
  { ...calendarEnvironment(google, microsoft), AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
  { clock },
);

const hours = (user: TestUser, accountantId: number) =>
  getAs<number[]>(
    app,
    user,
    `taxpayer/GetAccountantAvailableHours?accountantId=${accountantId}&date=2026-03-03`,
  );

async function connectGoogle(expert: TestUser) {
  const { body: url } = await getAs<string>(app, expert, "Accountant/GetGoogleAuthUrl");
  const state = new URL(url).searchParams.get("state") ?? "";
  const response = await app.inject({
    method: "POST",
    url: "/api/Accountant/GoogleAuthCallBack",
    headers: { authorization: `Bearer ${expert.token}` },
    payload: { code: google.authorize(url), state },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("appointments with a synced Google calendar", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);

  it("keeps the calendar's busy times out of the free slots", async () => {
    expect((await hours(taxpayer, expert.id)).body).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    await connectGoogle(expert);
    // 10:00-11:00 in New York is busy in the calendar: the 10:30 slot goes, 9:30 stays.
    google.busy = [{ start: "2026-03-03T15:00:00Z", end: "2026-03-03T16:00:00Z" }];
    expect((await hours(taxpayer, expert.id)).body).toEqual([9, 11, 12, 13, 14, 15, 16]);
  });

  it("writes an approved appointment into the calendar and removes it when cancelled", async () => {
    const before = google.events.size;
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 12 });
    expect(google.events.size).toBe(before);
    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    expect(google.events.size).toBe(before + 1);
    const event = [...google.events.values()].at(-1) as {
      iCalUID: string;
      start: { dateTime: string };
      end: { dateTime: string };
    };
    expect(event.start.dateTime).toBe("2026-03-03T17:30:00.000Z");
    expect(event.end.dateTime).toBe("2026-03-03T18:00:00.000Z");
    // The same UID as the .ics invitations, so a calendar that also got the invitation shows one event.
    expect(event.iCalUID).toMatch(/^[0-9a-f-]{36}@/);
    expect((await decide(app, expert, "accountant/CancelAppointment", id)).statusCode).toBe(200);
    expect(google.events.size).toBe(before);
  });

  it("goes on booking without the calendar once Google refuses the grant, and says it is broken", async () => {
    google.refuseGrants = true;
    try {
      // The booking is the first to hear the refusal: it goes through, and the connection turns broken.
      const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 14 });
      expect((await hours(taxpayer, expert.id)).body).toEqual([9, 10, 11, 12, 13, 15, 16]);
      expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
      const { body } = await getAs<CalendarSyncStatus>(app, expert, "Accountant/GetCalendarSync");
      expect(body).toMatchObject({ provider: "google", status: "broken" });
    } finally {
      google.refuseGrants = false;
      google.busy = [];
    }
  });
});

describe("a professional with a synced Google calendar who closes their account", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);

  it("takes their appointments still to come out of the calendar and revokes the grant", async () => {
    await connectGoogle(expert);
    const token = google.latestRefreshToken;
    const before = google.events.size;
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 12 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    expect(google.events.size).toBe(before + 1);

    await givePassword(app, expert);
    const closed = await closeAccount(app, expert);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(google.events.size).toBe(before);
    expect(google.revoked).toContain(token);
  });
});
