import {
  type AccountantAppointment,
  appointmentTexts,
  type ChatConnection,
  type ChatMessage,
  type TaxpayerAppointment,
} from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  book,
  booked,
  calendarMailsTo,
  clientOf,
  decide,
  eventsOf,
  setTimeZone,
} from "../../../test/appointments";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert, getAs } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

// Monday 2 March 2026, 10:00 in New York (EST): the week before the clocks change.
const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const { app, dataDir } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });

const errorOf = (response: { json: <T>() => T }) => response.json<{ errorMessage: string }>().errorMessage;
const hours = (user: TestUser, accountantId: number, date: string) =>
  getAs<number[]>(
    app,
    user,
    `taxpayer/GetAccountantAvailableHours?accountantId=${accountantId}&date=${date}`,
  );
const slots = (user: TestUser, accountantId: number, date: string) =>
  getAs<{ timeZone: string; slots: { time: number; startsAt: string; endsAt: string }[] }>(
    app,
    user,
    `taxpayer/GetAccountantAvailableSlots?accountantId=${accountantId}&date=${date}`,
  );
const requestsOf = (expert: TestUser) =>
  getAs<AccountantAppointment[]>(app, expert, "accountant/GetAccountantAppointmentRequests");
const approvedOf = (expert: TestUser) =>
  getAs<AccountantAppointment[]>(app, expert, "accountant/GetAccountantApprovedAppointments");
const ownOf = (taxpayer: TestUser) => getAs<TaxpayerAppointment[]>(app, taxpayer, "taxpayer/GetAppointments");
const noticesOf = (user: TestUser) =>
  getAs<{ title: string; description: string; link: string | null }[]>(
    app,
    user,
    "User/GetUserNotifications",
  );
const updateAvailability = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/Accountant/UpdateAvailability", headers: bearer(user), payload });
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
/** Weekdays 9-17 in New York, no notice, and `bufferMinutes` kept free around each appointment. */
const keepBuffer = (user: TestUser, bufferMinutes: number) =>
  updateAvailability(user, {
    timeZone: "America/New_York",
    weeklyHours: weekdays("09:00", "17:00"),
    daysOff: [],
    minimumNoticeHours: 0,
    bufferMinutes,
  });

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

describe("decisions", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);
  await setTimeZone(app, taxpayer, "America/Los_Angeles");
  const otherExpert = await createExpert(app);

  it("approves: the taxpayer is told in their zone, both get an invitation with one UID", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 10 });
    expect((await decide(app, otherExpert, "accountant/ApproveAppointment", id)).statusCode).toBe(404);
    expect((await decide(app, taxpayer, "accountant/ApproveAppointment", id)).statusCode).toBe(403);
    expect((await decide(app, expert, "accountant/ApproveAppointment", 99_999_999)).statusCode).toBe(404);

    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    // Asking again for the state it is in changes nothing.
    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    expect((await requestsOf(expert)).body.map((row) => row.id)).not.toContain(id);
    expect((await approvedOf(expert)).body.find((row) => row.id === id)).toMatchObject({
      status: "approved",
      date: "2026-03-03",
      time: 10,
      taxpayerTimeZone: "America/Los_Angeles",
    });

    const notice = (await noticesOf(taxpayer)).body[0];
    expect(notice).toMatchObject({ title: "Appointment confirmed", link: `user/tax_preparation/${quoteId}` });
    // 10:30 in New York is 7:30 in Los Angeles.
    expect(notice?.description).toContain("Tuesday, March 3, 2026 at 7:30 AM PST");

    const toTaxpayer = await calendarMailsTo(app, dataDir, taxpayer.email);
    const toExpert = await calendarMailsTo(app, dataDir, expert.email);
    expect(toTaxpayer).toHaveLength(1);
    expect(toExpert).toHaveLength(1);
    const [invitation] = toTaxpayer;
    expect(invitation).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      start: "2026-03-03T15:30:00.000Z",
      end: "2026-03-03T16:00:00.000Z",
      status: "CONFIRMED",
    });
    expect(invitation?.text).toContain("7:30 AM PST");
    expect(toExpert[0]?.uid).toBe(invitation?.uid);
    expect(toExpert[0]?.text).toContain("10:30 AM EST");
  });

  it("rejects with a message sent through messaging, and refuses to decide twice", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 13 });
    expect(
      (await decide(app, otherExpert, "accountant/RejectAppointment", id, { message: "no" })).statusCode,
    ).toBe(404);
    const message = "I am away that afternoon; could we meet on Thursday instead?";
    expect((await decide(app, expert, "accountant/RejectAppointment", id, { message })).statusCode).toBe(200);
    expect((await decide(app, expert, "accountant/RejectAppointment", id)).statusCode).toBe(200);
    const approving = await decide(app, expert, "accountant/ApproveAppointment", id);
    expect(approving.statusCode).toBe(409);
    expect(errorOf(approving)).toBe(appointmentTexts.alreadyDecided);

    const own = (await ownOf(taxpayer)).body.find((row) => row.id === id);
    expect(own).toMatchObject({ status: "rejected", rejectionMessage: message });
    const connections = (await getAs<ChatConnection[]>(app, taxpayer, "Chat/GetUserChatConnections")).body;
    const connection = connections.find((row) => row.userId === expert.id);
    expect(connection).toBeDefined();
    const messages = (
      await getAs<ChatMessage[]>(
        app,
        taxpayer,
        `Chat/GetChatMessages?connectionId=${connection?.id}&from=0&to=10`,
      )
    ).body;
    expect(messages[0]).toMatchObject({ message, createdBy: expert.id });
    const notice = (await noticesOf(taxpayer)).body[0];
    expect(notice).toMatchObject({ title: "Appointment declined", link: "user/messages" });
    expect(notice?.description).toContain("10:30 AM PST");
    const mail = await latestMailTo(app, taxpayer.email);
    expect(mail?.subject).toBe("Appointment declined");

    // The slot is free again.
    expect((await hours(taxpayer, expert.id, "2026-03-03")).body).toContain(13);
  });

  it("rejects without a message, with an empty body or none", async () => {
    const first = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 9 });
    const second = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 10 });
    expect((await decide(app, expert, "accountant/RejectAppointment", first)).statusCode).toBe(200);
    expect((await decide(app, expert, "accountant/RejectAppointment", second, {})).statusCode).toBe(200);
    expect((await noticesOf(taxpayer)).body[0]?.description).toContain("Please choose another time.");
  });

  it("cancels an approved appointment from either side: both get METHOD:CANCEL with the UID", async () => {
    const byTaxpayer = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-05", time: 9 });
    const byExpert = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-05", time: 10 });
    for (const id of [byTaxpayer, byExpert]) {
      expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    }
    const invitations = await calendarMailsTo(app, dataDir, taxpayer.email);

    expect((await decide(app, otherExpert, "accountant/CancelAppointment", byExpert)).statusCode).toBe(404);
    const stranger = await createSignedInUser(app, 1);
    expect((await decide(app, stranger, "taxpayer/CancelAppointment", byTaxpayer)).statusCode).toBe(404);
    expect((await decide(app, expert, "taxpayer/CancelAppointment", byTaxpayer)).statusCode).toBe(403);

    expect((await decide(app, taxpayer, "taxpayer/CancelAppointment", byTaxpayer)).statusCode).toBe(200);
    expect((await decide(app, taxpayer, "taxpayer/CancelAppointment", byTaxpayer)).statusCode).toBe(200);
    expect((await noticesOf(expert)).body[0]).toMatchObject({ title: "Appointment cancelled" });
    expect((await decide(app, expert, "accountant/CancelAppointment", byExpert)).statusCode).toBe(200);
    expect((await noticesOf(taxpayer)).body[0]).toMatchObject({ title: "Appointment cancelled" });

    const cancellations = (await calendarMailsTo(app, dataDir, taxpayer.email)).filter(
      (mail) => mail.method === "CANCEL",
    );
    const expertCancellations = (await calendarMailsTo(app, dataDir, expert.email)).filter(
      (mail) => mail.method === "CANCEL",
    );
    expect(cancellations).toHaveLength(2);
    expect(expertCancellations).toHaveLength(2);
    for (const cancellation of [...cancellations, ...expertCancellations]) {
      expect(cancellation).toMatchObject({ sequence: 2, status: "CANCELLED" });
      expect(invitations.map((mail) => mail.uid)).toContain(cancellation.uid);
    }
    expect((await ownOf(taxpayer)).body.find((row) => row.id === byTaxpayer)?.status).toBe("cancelled");
    expect((await approvedOf(expert)).body.map((row) => row.id)).not.toContain(byExpert);
    // A cancelled slot can be booked again.
    expect((await book(app, taxpayer, { quoteId, dateTime: "2026-03-05", time: 9 })).statusCode).toBe(200);
    const rejected = (await ownOf(taxpayer)).body.find((row) => row.status === "rejected");
    expect((await decide(app, taxpayer, "taxpayer/CancelAppointment", rejected?.id ?? 0)).statusCode).toBe(
      409,
    );
  });

  it("cancels a request still waiting without any invitation", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-06", time: 9 });
    const before = (await calendarMailsTo(app, dataDir, expert.email)).length;
    expect((await decide(app, taxpayer, "taxpayer/CancelAppointment", id)).statusCode).toBe(200);
    expect((await calendarMailsTo(app, dataDir, expert.email)).length).toBe(before);
    expect((await noticesOf(expert)).body[0]?.title).toBe("Appointment cancelled");
  });

  it("refuses to decide on or cancel an appointment whose time has passed", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 15 });
    clock.set(new Date("2026-03-03T21:00:00Z"));
    try {
      const late = await decide(app, expert, "accountant/ApproveAppointment", id);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late)).toBe("This appointment is over and can no longer be changed.");
      expect((await decide(app, taxpayer, "taxpayer/CancelAppointment", id)).statusCode).toBe(409);
      // A request whose time passed no longer waits for an answer.
      expect((await requestsOf(expert)).body.map((row) => row.id)).not.toContain(id);
    } finally {
      clock.set(new Date("2026-03-02T15:00:00Z"));
    }
  });

  it("lists only the professional's own; a taxpayer's own list is refused to a professional", async () => {
    expect((await requestsOf(otherExpert)).body).toEqual([]);
    expect((await approvedOf(otherExpert)).body).toEqual([]);
    // A taxpayer reading the professional's lists gets their own rows: shared-job-page.int.test.ts.
    expect((await ownOf(expert)).status).toBe(403);
    const filtered = await getAs<TaxpayerAppointment[]>(
      app,
      taxpayer,
      `taxpayer/GetAppointments?quoteId=${quoteId}`,
    );
    expect(filtered.body.every((row) => row.quoteId === quoteId)).toBe(true);
  });
});

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
