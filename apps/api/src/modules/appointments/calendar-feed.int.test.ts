import { describe, expect, it } from "vitest";
import { booked, calendarMailsTo, clientOf, decide, eventsOf } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import { bearer, type TestUser } from "../../../test/factories";
import { createExpert, getAs } from "../../../test/marketplace";

const { app, dataDir } = await appointmentsTestApp();

describe("the private calendar feed", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);
  const approvedId = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-10", time: 9 });
  await decide(app, expert, "accountant/ApproveAppointment", approvedId);
  const requestedId = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-10", time: 11 });
  const rejectedId = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-10", time: 12 });
  await decide(app, expert, "accountant/RejectAppointment", rejectedId);
  const feedOf = (user: TestUser) =>
    getAs<{ url: string; webcalUrl: string }>(app, user, "User/GetCalendarFeed").then(
      (answer) => answer.body,
    );
  const fetchFeed = (url: string) => app.inject({ method: "GET", url: new URL(url).pathname });

  it("gives each person one private address, the same on every ask, also as webcal", async () => {
    const first = await feedOf(expert);
    expect(first.url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace(/^https?:\/\//, "webcal://"));
    expect(await feedOf(expert)).toEqual(first);
    expect((await feedOf(taxpayer)).url).not.toBe(first.url);
    expect((await app.inject({ method: "GET", url: "/api/User/GetCalendarFeed" })).statusCode).toBe(401);
  });

  it("serves the owner's live appointments as iCalendar, from their side", async () => {
    const response = await fetchFeed((await feedOf(expert)).url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const events = eventsOf(response.body);
    expect(events).toHaveLength(2);
    const approvedMail = (await calendarMailsTo(app, dataDir, expert.email))[0];
    expect(events[0]).toMatchObject({
      uid: approvedMail?.uid,
      start: "2026-03-10T13:30:00.000Z",
      status: "CONFIRMED",
      summary: "Video chat with Test Person (Taxlane)",
    });
    expect(events[1]).toMatchObject({ start: "2026-03-10T15:30:00.000Z", status: "TENTATIVE" });
    const taxpayerEvents = eventsOf((await fetchFeed((await feedOf(taxpayer)).url)).body);
    expect(taxpayerEvents.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(requestedId).toBeGreaterThan(approvedId);
  });

  it("stops answering the old address once reset, and answers 404 for unknown ones", async () => {
    const old = await feedOf(taxpayer);
    const reset = await app.inject({
      method: "POST",
      url: "/api/User/ResetCalendarFeed",
      headers: bearer(taxpayer),
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json<{ url: string }>();
    expect(fresh.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
    expect((await feedOf(taxpayer)).url).toBe(fresh.url);
    const unknown = await app.inject({ method: "GET", url: `/api/calendar/feed/${"A".repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/calendar/feed/short.ics" })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
