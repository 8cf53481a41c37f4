import { type AccountantAppointment, appointmentTexts, type TaxpayerAppointment } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { booked, calendarMailsTo, clientOf, decide } from "../../../test/appointments";
import { bearer, type TestUser } from "../../../test/factories";
import { createExpert, getAs } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

// Monday 2 March 2026, 10:00 in New York.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const { app, dataDir } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });

const setLink = (user: TestUser | null, url: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/Accountant/SetVideoMeetingLink",
    headers: user ? bearer(user) : {},
    payload: { url },
  });
const requestsOf = (expert: TestUser) =>
  getAs<AccountantAppointment[]>(app, expert, "accountant/GetAccountantAppointmentRequests");
const approvedOf = (expert: TestUser) =>
  getAs<AccountantAppointment[]>(app, expert, "accountant/GetAccountantApprovedAppointments");
const ownOf = (taxpayer: TestUser) => getAs<TaxpayerAppointment[]>(app, taxpayer, "taxpayer/GetAppointments");
const meetingOf = (rows: { id: number; meetingUrl?: string | null }[], id: number) =>
  rows.find((row) => row.id === id)?.meetingUrl;

const zoom = "https://zoom.us/j/5551234567?pwd=taxlane";

describe("the professional's own video meeting link", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);

  it("takes only a full https address, from the professional alone", async () => {
    for (const bad of [
      "http://zoom.us/j/1",
      "zoom.us/j/1",
      "javascript:alert(1)",
      "https://",
      "https://x y.com",
    ]) {
      const refused = await setLink(expert, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errorMessage).toBe(appointmentTexts.videoLinkInvalid);
    }
    expect((await setLink(expert, `https://zoom.us/${"a".repeat(600)}`)).statusCode).toBe(400);
    expect((await setLink(taxpayer, zoom)).statusCode).toBe(403);
    expect((await setLink(null, zoom)).statusCode).toBe(401);
    expect((await getAs(app, expert, "Accountant/GetVideoMeetingLink")).body).toEqual({ url: null });

    const saved = await setLink(expert, `  ${zoom} `);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ url: zoom });
    expect((await getAs(app, expert, "Accountant/GetVideoMeetingLink")).body).toEqual({ url: zoom });
  });

  it("is where a video appointment meets, for both people and in the invitations; other kinds have none", async () => {
    const video = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10 });
    const inPerson = await booked(app, taxpayer, {
      quoteId,
      dateTime: "2026-03-03",
      time: 12,
      appointmentTypeId: 1,
    });
    const requests = (await requestsOf(expert)).body;
    expect(meetingOf(requests, video)).toBe(zoom);
    expect(meetingOf(requests, inPerson)).toBeNull();
    // The taxpayer learns where to meet once the professional approved.
    expect(meetingOf((await ownOf(taxpayer)).body, video)).toBeNull();

    for (const id of [video, inPerson]) {
      expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    }
    expect(meetingOf((await approvedOf(expert)).body, video)).toBe(zoom);
    expect(meetingOf((await ownOf(taxpayer)).body, video)).toBe(zoom);
    expect(meetingOf((await ownOf(taxpayer)).body, inPerson)).toBeNull();

    const invitations = await calendarMailsTo(app, dataDir, taxpayer.email);
    const [videoInvitation, inPersonInvitation] = [video, inPerson].map((id) =>
      invitations.find(
        (mail) => mail.start === (id === video ? "2026-03-03T15:30:00.000Z" : "2026-03-03T17:30:00.000Z"),
      ),
    );
    expect(videoInvitation?.text).toContain(zoom);
    expect(videoInvitation?.raw).toContain(`LOCATION:${zoom}`);
    expect(inPersonInvitation?.raw).not.toContain("LOCATION:");
    const expertInvitation = (await calendarMailsTo(app, dataDir, expert.email)).find(
      (mail) => mail.start === "2026-03-03T15:30:00.000Z",
    );
    expect(expertInvitation?.text).toContain(zoom);
  });

  it("follows the professional's changes, and a video appointment without one has no link", async () => {
    const other = "https://whereby.com/taxlane-office";
    expect((await setLink(expert, other)).statusCode).toBe(200);
    expect(
      (await approvedOf(expert)).body
        .filter((row) => row.appointmentTypeId === 3)
        .map((row) => row.meetingUrl),
    ).toEqual([other]);

    expect((await setLink(expert, null)).json()).toEqual({ url: null });
    expect((await getAs(app, expert, "Accountant/GetVideoMeetingLink")).body).toEqual({ url: null });
    const video = (await approvedOf(expert)).body.find((row) => row.appointmentTypeId === 3);
    expect(video?.meetingUrl).toBeNull();
  });

  it("is one professional's own: another's appointments do not use it", async () => {
    const second = await createExpert(app);
    const client = await clientOf(app, second);
    expect((await setLink(expert, zoom)).statusCode).toBe(200);
    const id = await booked(app, client.taxpayer, {
      quoteId: client.quoteId,
      dateTime: "2026-03-03",
      time: 11,
    });
    expect((await decide(app, second, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    expect(meetingOf((await ownOf(client.taxpayer)).body, id)).toBeNull();
  });
});
