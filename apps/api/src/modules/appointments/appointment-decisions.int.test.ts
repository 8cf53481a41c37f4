import {
  appointmentTexts,
  type ChatConnection,
  type ChatMessage,
  type TaxpayerAppointment,
} from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { book, booked, calendarMailsTo, clientOf, decide, setTimeZone } from "../../../test/appointments";
import { appointmentsTestApp } from "../../../test/appointments-app";
import { createSignedInUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert, getAs } from "../../../test/marketplace";

const { clock, app, dataDir, errorOf, hours, requestsOf, approvedOf, ownOf, noticesOf } =
  await appointmentsTestApp();

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
