import { appointmentTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { book, booked, clientOf } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import { createSignedInUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";

const { app, errorOf, hours, requestsOf, ownOf, noticesOf, keepBuffer } = await appointmentsTestApp();

describe("booking", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);

  it("books a free half-hour; the professional is told and sees it with the day and index", async () => {
    const id = await booked(app, taxpayer, {
      quoteId,
      appointmentTypeId: 2,
      additionalComments: "About my W-2s",
      dateTime: "2026-03-04",
      time: 11,
    });
    const requests = (await requestsOf(expert)).body;
    expect(requests).toEqual([
      expect.objectContaining({
        id,
        taxpayerId: taxpayer.id,
        taxpayerFirstName: "Test",
        appointmentTypeId: 2,
        additionalComments: "About my W-2s",
        date: "2026-03-04",
        time: 11,
        quoteId,
        status: "requested",
        startsAt: "2026-03-04T16:30:00.000Z",
        endsAt: "2026-03-04T17:00:00.000Z",
        timeZone: "America/New_York",
      }),
    ]);
    expect((await hours(taxpayer, expert.id, "2026-03-04")).body).toEqual([9, 10, 12, 13, 14, 15, 16]);
    const notices = (await noticesOf(expert)).body;
    expect(notices[0]).toMatchObject({
      title: "New appointment request",
      link: "expert/appointments-calendar",
    });
    expect(notices[0]?.description).toContain("Wednesday, March 4, 2026 at 11:30 AM EST");
    const own = (await ownOf(taxpayer)).body;
    expect(own[0]).toMatchObject({
      id,
      status: "requested",
      accountantId: expert.id,
      date: "2026-03-04",
      time: 11,
    });
  });

  it("takes a full ISO date-time as the day, as the existing client may send", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-05T00:00:00.000Z", time: 9 });
    expect((await requestsOf(expert)).body.find((row) => row.id === id)?.date).toBe("2026-03-05");
  });

  it("books on a chosen quote before the professional confirmed it", async () => {
    const chosen = await clientOf(app, expert, { confirm: false });
    expect(
      (await book(app, chosen.taxpayer, { quoteId: chosen.quoteId, dateTime: "2026-03-05", time: 14 }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a slot in the past, inside the notice, outside the hours, too far ahead or taken", async () => {
    const cases: [Partial<{ dateTime: string; time: number }>, number, string][] = [
      [{ dateTime: "2026-03-02", time: 9 }, 400, appointmentTexts.slotInPast],
      [{ dateTime: "2026-02-27", time: 12 }, 400, appointmentTexts.slotInPast],
      [{ dateTime: "2026-03-02", time: 12 }, 400, appointmentTexts.slotTooSoon],
      [{ dateTime: "2026-03-03", time: 20 }, 400, appointmentTexts.slotNotOffered],
      [{ dateTime: "2026-03-07", time: 10 }, 400, appointmentTexts.slotNotOffered],
      [{ dateTime: "2026-12-01", time: 10 }, 400, appointmentTexts.tooFarAhead],
      [{ dateTime: "2026-03-04", time: 11 }, 409, appointmentTexts.slotTaken],
    ];
    for (const [slot, status, message] of cases) {
      const response = await book(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10, ...slot });
      expect([slot, response.statusCode, errorOf(response)]).toEqual([slot, status, message]);
    }
  });

  it("refuses bad input, the wrong role and a quote the taxpayer is not party to", async () => {
    for (const payload of [
      { quoteId, dateTime: "2026-03-03", time: 24 },
      { quoteId, dateTime: "2026-03-03", time: 10, appointmentTypeId: 4 },
      { quoteId, dateTime: "tomorrow", time: 10 },
      { quoteId, dateTime: "2026-03-03", time: 10, additionalComments: "x".repeat(1001) },
    ]) {
      expect((await book(app, taxpayer, payload)).statusCode).toBe(400);
    }
    expect((await book(app, expert, { quoteId, dateTime: "2026-03-03", time: 10 })).statusCode).toBe(403);
    const stranger = await createSignedInUser(app, 1);
    const notTheirs = await book(app, stranger, { quoteId, dateTime: "2026-03-03", time: 10 });
    expect(notTheirs.statusCode).toBe(403);
    expect(errorOf(notTheirs)).toBe(appointmentTexts.notYourJob);
    expect(
      (await book(app, taxpayer, { quoteId: 99_999_999, dateTime: "2026-03-03", time: 10 })).statusCode,
    ).toBe(403);
    // Quotes not yet chosen: booking-before-hiring.int.test.ts.
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/taxpayer/makeAppointment",
      payload: { quoteId, appointmentTypeId: 1, dateTime: "2026-03-03", time: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets one of two simultaneous bookings of a slot through", async () => {
    const second = await clientOf(app, expert);
    const responses = await Promise.all([
      book(app, taxpayer, { quoteId, dateTime: "2026-03-06", time: 13 }),
      book(app, second.taxpayer, { quoteId: second.quoteId, dateTime: "2026-03-06", time: 13 }),
      book(app, taxpayer, { quoteId, dateTime: "2026-03-06", time: 13 }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(errorOf(refused)).toBe(appointmentTexts.slotTaken);
    }
    const live = (await requestsOf(expert)).body.filter(
      (row) => row.date === "2026-03-06" && row.time === 13,
    );
    expect(live).toHaveLength(1);
  });

  it("keeps the buffer free around a booked meeting", async () => {
    const own = await createExpert(app);
    const client = await clientOf(app, own);
    await keepBuffer(own, 45);
    await booked(app, client.taxpayer, { quoteId: client.quoteId, dateTime: "2026-03-03", time: 12 });
    expect((await hours(client.taxpayer, own.id, "2026-03-03")).body).toEqual([9, 10, 14, 15, 16]);
    const tooClose = await book(app, client.taxpayer, {
      quoteId: client.quoteId,
      dateTime: "2026-03-03",
      time: 13,
    });
    expect(tooClose.statusCode).toBe(409);
  });

  it("keeps the buffer when two bookings of nearby slots arrive at the same moment", async () => {
    const own = await createExpert(app);
    const [first, second] = [await clientOf(app, own), await clientOf(app, own)];
    await keepBuffer(own, 45);
    const responses = await Promise.all([
      book(app, first.taxpayer, { quoteId: first.quoteId, dateTime: "2026-03-04", time: 12 }),
      book(app, second.taxpayer, { quoteId: second.quoteId, dateTime: "2026-03-04", time: 13 }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused && errorOf(refused)).toBe(appointmentTexts.slotTaken);
  });
});
