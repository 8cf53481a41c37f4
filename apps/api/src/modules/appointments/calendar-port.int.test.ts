/**
 * What appointments do with a synced calendar, through the CalendarPort the calendar-sync module
 * provides: here a stand-in that keeps what it is told and fails on demand, as a provider may.
 */
import { randomUUID } from "node:crypto";
import { appointmentTexts } from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { book, booked, clientOf, decide } from "../../../test/appointments";
import { closeAccount, givePassword } from "../../../test/closing";
import { createExpert, getAs } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { appointments } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import type { BusyInterval, CalendarAppointment, CalendarPort } from "./calendar-port";

const clock = fixedClock(new Date("2026-03-02T15:00:00Z"));
const busy = new Map<number, BusyInterval[]>();
const told: { what: "approved" | "cancelled"; accountantUserId: number; appointment: CalendarAppointment }[] =
  [];
const failing = { busy: false, writes: false };
const calendar: CalendarPort = {
  async busyTimes(accountantUserId, from, to) {
    if (failing.busy) throw new Error("the provider is down");
    return (busy.get(accountantUserId) ?? []).filter((span) => span.start < to && span.end > from);
  },
  async appointmentApproved(accountantUserId, appointment) {
    told.push({ what: "approved", accountantUserId, appointment });
    if (failing.writes) throw new Error("the provider is down");
    return null;
  },
  async appointmentCancelled(accountantUserId, appointment) {
    told.push({ what: "cancelled", accountantUserId, appointment });
    if (failing.writes) throw new Error("the provider is down");
  },
};
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, calendar });

describe("a synced calendar", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);
  const hours = () =>
    getAs<number[]>(
      app,
      taxpayer,
      `taxpayer/GetAccountantAvailableHours?accountantId=${expert.id}&date=2026-03-03`,
    );

  it("blocks the slots its busy times overlap, and booking them", async () => {
    // 11:00-12:40 in New York: 11:30 and 12:30 are taken.
    busy.set(expert.id, [{ start: new Date("2026-03-03T16:00:00Z"), end: new Date("2026-03-03T17:40:00Z") }]);
    expect((await hours()).body).toEqual([9, 10, 13, 14, 15, 16]);
    const refused = await book(app, taxpayer, { quoteId, dateTime: "2026-03-03", time: 11 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(appointmentTexts.slotTaken);
  });

  it("goes on without it when it cannot be read", async () => {
    failing.busy = true;
    try {
      expect((await hours()).body).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    } finally {
      failing.busy = false;
    }
  });

  it("hears of an approval and of its cancellation with the invitation's UID", async () => {
    const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 9 });
    expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
    const [row] = await app.services.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id)));
    expect(told.at(-1)).toMatchObject({
      what: "approved",
      accountantUserId: expert.id,
      appointment: {
        appointmentId: id,
        uid: row?.uid,
        startsAt: new Date("2026-03-04T14:30:00Z"),
        endsAt: new Date("2026-03-04T15:00:00Z"),
        summary: "Video chat with Test Person (Taxlane)",
      },
    });
    expect((await decide(app, taxpayer, "taxpayer/CancelAppointment", id)).statusCode).toBe(200);
    expect(told.at(-1)).toMatchObject({
      what: "cancelled",
      appointment: { appointmentId: id, uid: row?.uid },
    });
  });

  it("never fails a decision when it fails", async () => {
    failing.writes = true;
    try {
      const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-04", time: 10 });
      const count = told.length;
      expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
      expect((await decide(app, expert, "accountant/CancelAppointment", id)).statusCode).toBe(200);
      expect(told.length).toBe(count + 2);
    } finally {
      failing.writes = false;
    }
  });

  it("is not told of requests, rejections or cancelled requests", async () => {
    const count = told.length;
    const rejected = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-05", time: 9 });
    await decide(app, expert, "accountant/RejectAppointment", rejected);
    const withdrawn = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-05", time: 10 });
    await decide(app, taxpayer, "taxpayer/CancelAppointment", withdrawn);
    expect(told.length).toBe(count);
  });
});

describe("a closing account", () => {
  // A closing professional's own calendar hears before the closing, the other's after its commit.
  it.each(["professional", "taxpayer"] as const)(
    "cancels a closing %s's appointments still to come, and the professional's calendar hears once",
    async (who) => {
      const expert = await createExpert(app);
      const { taxpayer, quoteId } = await clientOf(app, expert);
      const id = await booked(app, taxpayer, { quoteId, dateTime: "2026-03-06", time: 9 });
      expect((await decide(app, expert, "accountant/ApproveAppointment", id)).statusCode).toBe(200);
      const closing = who === "professional" ? expert : taxpayer;
      await givePassword(app, closing);
      expect((await closeAccount(app, closing)).statusCode).toBe(200);
      expect(told.filter((entry) => entry.appointment.appointmentId === id)).toMatchObject([
        { what: "approved" },
        { what: "cancelled", accountantUserId: expert.id },
      ]);
      const [row] = await app.services.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row?.status).toBe("cancelled");
    },
  );
});

describe("the database", async () => {
  const expert = await createExpert(app);
  const { taxpayer, quoteId } = await clientOf(app, expert);

  it("refuses a second live appointment of a professional at one start, whatever the checks", async () => {
    const row = {
      accountantUserId: expert.id,
      taxpayerUserId: taxpayer.id,
      quoteId,
      typeId: 1,
      status: "requested",
      startsAt: new Date("2026-03-09T14:30:00Z"),
      endsAt: new Date("2026-03-09T15:00:00Z"),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    };
    const { db } = app.services;
    await db.insert(appointments).values({ ...row, uid: `${randomUUID()}@test` });
    await expect(
      db.insert(appointments).values({ ...row, uid: `${randomUUID()}@test`, status: "approved" }),
    ).rejects.toThrow();
    // A rejected or cancelled one does not hold the slot.
    await db.insert(appointments).values({ ...row, uid: `${randomUUID()}@test`, status: "rejected" });
    await db.insert(appointments).values({ ...row, uid: `${randomUUID()}@test`, status: "cancelled" });
  });
});
