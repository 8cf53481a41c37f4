import type { AccountantAppointment, TaxpayerAppointment } from "@taxlane/contract";
import { fixedClock } from "../src/lib/clock";
import { bearer, type TestUser } from "./factories";
import { getAs } from "./marketplace";
import { createTestApp } from "./test-app";

/**
 * A test app of the appointments tests, on a clock they move, and the calls they make through it.
 * Each test file builds its own.
 */
export async function appointmentsTestApp() {
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
  const ownOf = (taxpayer: TestUser) =>
    getAs<TaxpayerAppointment[]>(app, taxpayer, "taxpayer/GetAppointments");
  const noticesOf = (user: TestUser) =>
    getAs<{ title: string; description: string; link: string | null }[]>(
      app,
      user,
      "User/GetUserNotifications",
    );
  const updateAvailability = (user: TestUser, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/Accountant/UpdateAvailability", headers: bearer(user), payload });
  const weekdays = (start: string, end: string) =>
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
  /** Weekdays 9-17 in New York, no notice, and `bufferMinutes` kept free around each appointment. */
  const keepBuffer = (user: TestUser, bufferMinutes: number) =>
    updateAvailability(user, {
      timeZone: "America/New_York",
      weeklyHours: weekdays("09:00", "17:00"),
      daysOff: [],
      minimumNoticeHours: 0,
      bufferMinutes,
    });
  return {
    clock,
    app,
    dataDir,
    errorOf,
    hours,
    slots,
    requestsOf,
    approvedOf,
    ownOf,
    noticesOf,
    updateAvailability,
    weekdays,
    keepBuffer,
  };
}
