import type { CalendarSyncStatus, CurrentUser } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { calendarConnections, notifications } from "../src/db/schema";
import type { CalendarAppointment } from "../src/modules/appointments/calendar-port";
import { bearer, type TestUser } from "./factories";
import {
  calendarEnvironment,
  type FakeCalendar,
  startFakeGoogle,
  startFakeMicrosoft,
} from "./fake-calendars";
import { createTestApp } from "./test-app";

export type Provider = "google" | "microsoft";

/**
 * A test app of the calendar sync tests, with fake Google and Microsoft calendars, and the calls they
 * make to connect and read. Each test file builds its own.
 */
export async function calendarSyncTestApp() {
  const google = await startFakeGoogle();
  const microsoft = await startFakeMicrosoft();
  const { app } = await createTestApp({
    ...calendarEnvironment(google, microsoft),
    PUBLIC_URL: "http://localhost:3000",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
  const { db, calendarPort } = app.services;

  const authUrlPath = { google: "Accountant/GetGoogleAuthUrl", microsoft: "Accountant/MicrosoftAuthUrl" };
  const callbackPath = {
    google: "Accountant/GoogleAuthCallBack",
    microsoft: "Accountant/MicrosoftAuthUrlCallBack",
  };

  const get = (user: TestUser | null, path: string, target: FastifyInstance = app) =>
    target.inject({ method: "GET", url: `/api/${path}`, headers: user ? bearer(user) : {} });
  const post = (user: TestUser | null, path: string, payload?: object) =>
    app.inject({ method: "POST", url: `/api/${path}`, headers: user ? bearer(user) : {}, payload });

  /** The authorization URL the professional is sent to, and the `state` in it. */
  async function startConnecting(user: TestUser, provider: Provider) {
    const response = await get(user, authUrlPath[provider]);
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<string>());
    const state = url.searchParams.get("state");
    if (!state) throw new Error("no state in the authorization URL");
    return { url, state };
  }

  const callback = (user: TestUser | null, provider: Provider, body: Record<string, string>) =>
    post(user, callbackPath[provider], body);

  const fakes: Record<Provider, FakeCalendar> = { google, microsoft };

  async function connect(user: TestUser, provider: Provider, code = `code-${user.id}`) {
    const { url, state } = await startConnecting(user, provider);
    const response = await callback(user, provider, { code: fakes[provider].authorize(url, code), state });
    expect(response.statusCode, response.body).toBe(200);
  }

  const status = async (user: TestUser) =>
    (await get(user, "Accountant/GetCalendarSync")).json<CalendarSyncStatus>();
  const synced = async (user: TestUser) =>
    (await get(user, "user/GetUser")).json<CurrentUser>().hasSyncedCalendar;
  const connectionOf = async (user: TestUser) =>
    (await db.select().from(calendarConnections).where(eq(calendarConnections.userId, user.id)))[0];
  const noticesOf = (user: TestUser) =>
    db.select().from(notifications).where(eq(notifications.userId, user.id));

  const appointment = (appointmentId: number): CalendarAppointment => ({
    appointmentId,
    uid: `appointment-${appointmentId}@taxlane.test`,
    startsAt: new Date("2026-12-01T15:00:00Z"),
    endsAt: new Date("2026-12-01T15:30:00Z"),
    summary: "Taxlane: video call with Alex Kim",
    description: "Tax preparation appointment booked on Taxlane.",
    meetingUrl: null,
    makeMeeting: false,
  });

  const day = { from: new Date("2026-12-01T00:00:00Z"), to: new Date("2026-12-02T00:00:00Z") };
  return {
    google,
    microsoft,
    app,
    db,
    calendarPort,
    authUrlPath,
    callbackPath,
    get,
    post,
    startConnecting,
    callback,
    fakes,
    connect,
    status,
    synced,
    connectionOf,
    noticesOf,
    appointment,
    day,
  };
}
