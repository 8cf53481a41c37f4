import type { CalendarSyncStatus } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarSyncTestApp } from "../../../test/calendar-sync-app";
import { bearer, createSignedInUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { calendarOauthStates } from "../../db/schema";
import { calendarSyncTexts } from "./calendar-sync-texts";

const {
  google,
  app,
  db,
  calendarPort,
  authUrlPath,
  callbackPath,
  get,
  post,
  callback,
  connect,
  status,
  connectionOf,
  day,
} = await calendarSyncTestApp();

describe("calendar sync across providers", () => {
  it("keeps Microsoft's rotated refresh token, so later calls still work", async () => {
    const expert = await createExpert(app);
    await connect(expert, "microsoft");
    for (let round = 0; round < 3; round += 1) {
      await calendarPort.busyTimes(expert.id, day.from, day.to);
    }
    expect((await status(expert)).status).toBe("connected");
    const row = await connectionOf(expert);
    expect(row?.refreshTokenSealed).not.toContain("m-refresh");
  });

  it("revokes a Google grant even when the first try loses its connection", async () => {
    const expert = await createExpert(app);
    await connect(expert, "google");
    const token = google.latestRefreshToken;
    google.dropRevokes = 1;
    expect((await post(expert, "Accountant/CancelCalendarSync")).statusCode).toBe(200);
    expect(google.dropRevokes).toBe(0);
    expect(google.revoked).toContain(token);
  });

  it("replaces a Google connection with a Microsoft one and revokes the old grant", async () => {
    const expert = await createExpert(app);
    await connect(expert, "google");
    const googleToken = google.latestRefreshToken;
    await connect(expert, "microsoft");
    expect(await status(expert)).toMatchObject({ provider: "microsoft", status: "connected" });
    expect(google.revoked).toContain(googleToken);
  });

  it("refuses every call to taxpayers (403) and to visitors (401)", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    const calls: [string, string][] = [
      ["GET", authUrlPath.google],
      ["GET", authUrlPath.microsoft],
      ["POST", callbackPath.google],
      ["POST", callbackPath.microsoft],
      ["POST", "Accountant/CancelCalendarSync"],
      ["GET", "Accountant/GetCalendarSync"],
    ];
    for (const [method, path] of calls) {
      const payload = method === "POST" ? { code: "x", state: "y" } : undefined;
      const asTaxpayer = await app.inject({
        method: method as "GET",
        url: `/api/${path}`,
        headers: bearer(taxpayer),
        payload,
      });
      expect(asTaxpayer.statusCode, path).toBe(403);
      const asVisitor = await app.inject({ method: method as "GET", url: `/api/${path}`, payload });
      expect(asVisitor.statusCode, path).toBe(401);
    }
    expect(
      await db.select().from(calendarOauthStates).where(eq(calendarOauthStates.userId, taxpayer.id)),
    ).toEqual([]);
  });

  it("refuses an oversized or malformed callback body with 400", async () => {
    const expert = await createExpert(app);
    const tooLong = await callback(expert, "google", { code: "x".repeat(5000), state: "y" });
    expect(tooLong.statusCode).toBe(400);
    const notJson = await app.inject({
      method: "POST",
      url: `/api/${callbackPath.microsoft}`,
      headers: { ...bearer(expert), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("calendar sync on a server without provider settings", async () => {
  const { app: bare } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

  it("says plainly that a provider is not set up (409) and the status offers neither", async () => {
    const expert = await createExpert(bare);
    for (const provider of ["google", "microsoft"] as const) {
      const response = await get(expert, authUrlPath[provider], bare);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorMessage: calendarSyncTexts.notConfigured(provider) });
    }
    const answer = (await get(expert, "Accountant/GetCalendarSync", bare)).json<CalendarSyncStatus>();
    expect(answer).toMatchObject({ status: "none", googleAvailable: false, microsoftAvailable: false });
  });
});
