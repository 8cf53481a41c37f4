import { appointmentTexts } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarSyncTestApp, type Provider } from "../../../test/calendar-sync-app";
import type { FakeCalendar } from "../../../test/fake-calendars";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert } from "../../../test/marketplace";
import { calendarOauthStates } from "../../db/schema";
import { calendarSyncTexts } from "./calendar-sync-texts";

const {
  google,
  microsoft,
  app,
  db,
  calendarPort,
  post,
  startConnecting,
  callback,
  connect,
  status,
  synced,
  connectionOf,
  noticesOf,
  appointment,
  day,
} = await calendarSyncTestApp();

describe.each([
  ["google", google],
  ["microsoft", microsoft],
] as [Provider, FakeCalendar][])("calendar sync with %s", (provider, fake) => {
  it("gives an authorization URL at the provider with a fresh state and our return page", async () => {
    const expert = await createExpert(app);
    const first = await startConnecting(expert, provider);
    const second = await startConnecting(expert, provider);
    expect(first.url.origin).toBe(new URL(fake.url).origin);
    expect(first.state).not.toBe(second.state);
    expect(first.url.searchParams.get("redirect_uri")).toBe(
      `http://localhost:3000/expert/calendar-sync/${provider}`,
    );
    expect(first.url.searchParams.get("client_id")).toBe(
      provider === "google" ? "test-google-client" : "test-microsoft-client",
    );
    expect(first.url.searchParams.get("response_type")).toBe("code");
    if (provider === "google") expect(first.url.searchParams.get("access_type")).toBe("offline");
    expect(first.url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(first.url.searchParams.get("code_challenge")).not.toBe(
      second.url.searchParams.get("code_challenge"),
    );
    // Only the state's hash is kept, and the PKCE verifier sealed.
    const stored = await db
      .select()
      .from(calendarOauthStates)
      .where(eq(calendarOauthStates.userId, expert.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.stateHash)).not.toContain(first.state);
    for (const row of stored) expect(row.codeVerifierSealed).toMatch(/^[a-z0-9-]+:/);
  });

  it("connects with a good state: the token sealed at rest, the status and GetUser say so", async () => {
    const expert = await createExpert(app);
    expect(await status(expert)).toMatchObject({ provider: null, status: "none", googleAvailable: true });
    expect(await synced(expert)).toBe(false);
    await connect(expert, provider);
    expect(await status(expert)).toMatchObject({
      provider,
      status: "connected",
      account: provider === "google" ? "pro@gmail.test" : "pro@contoso.test",
      lastError: null,
      googleAvailable: true,
      microsoftAvailable: true,
    });
    expect(await synced(expert)).toBe(true);
    // Another professional's GetUser still says no: the flag is this person's own connection.
    expect(await synced(await createExpert(app))).toBe(false);
    const row = await connectionOf(expert);
    expect(row?.refreshTokenSealed).toMatch(/^[a-z0-9-]+:/);
    expect(row?.refreshTokenSealed).not.toContain(fake.latestRefreshToken);
    expect(row?.refreshTokenSealed).not.toContain("refresh");
  });

  it("refuses a missing, forged, someone else's, used or expired state with 400 and changes nothing", async () => {
    const expert = await createExpert(app);
    const other = await createExpert(app);
    const codesBefore = fake.codes.length;
    const mismatch = { errorMessage: appointmentTexts.calendarStateMismatch };

    const missing = await callback(expert, provider, { code: "c-missing" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject(mismatch);
    const forged = await callback(expert, provider, { code: "c-forged", state: "forged-state-value" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject(mismatch);

    const theirs = await startConnecting(other, provider);
    expect((await callback(expert, provider, { code: "c-theirs", state: theirs.state })).statusCode).toBe(
      400,
    );
    // Another provider's state does not finish this one.
    const otherProvider = provider === "google" ? "microsoft" : "google";
    const crossed = await startConnecting(expert, otherProvider);
    expect((await callback(expert, provider, { code: "c-crossed", state: crossed.state })).statusCode).toBe(
      400,
    );

    const expired = await startConnecting(expert, provider);
    await db
      .update(calendarOauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(calendarOauthStates.userId, expert.id));
    expect((await callback(expert, provider, { code: "c-expired", state: expired.state })).statusCode).toBe(
      400,
    );

    expect(fake.codes.length).toBe(codesBefore);
    expect(await connectionOf(expert)).toBeUndefined();
    expect((await status(expert)).status).toBe("none");

    // Their state still works for them: the refusals did not use it up.
    const theirCode = fake.authorize(theirs.url, "c-theirs");
    expect((await callback(other, provider, { code: theirCode, state: theirs.state })).statusCode).toBe(200);

    const good = await startConnecting(expert, provider);
    const goodCode = fake.authorize(good.url, "c-good");
    expect((await callback(expert, provider, { code: goodCode, state: good.state })).statusCode).toBe(200);
    const reused = await callback(expert, provider, { code: "c-again", state: good.state });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject(mismatch);
    expect(fake.codes.slice(codesBefore)).toEqual(["c-theirs", "c-good"]);
  });

  it("connects a client that sends no state back only when the person started connecting here", async () => {
    const expert = await createExpert(app);
    const mismatch = { errorMessage: appointmentTexts.calendarStateMismatch };
    const started = await startConnecting(expert, provider);
    const connected = await callback(expert, provider, { code: fake.authorize(started.url) });
    expect(connected.statusCode).toBe(200);
    expect((await status(expert)).status).toBe("connected");
    // That start is used up: a second code without a state finds nothing to finish.
    const again = await callback(expert, provider, { code: fake.authorize(started.url) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(mismatch);
  });

  it("refuses a code the provider issued for someone else's start, with or without state", async () => {
    const expert = await createExpert(app);
    const stranger = await createExpert(app);
    const refused = { errorMessage: calendarSyncTexts.codeRefused(provider) };
    // The stranger allows access to their own calendar for a start of their own, and plants the code
    // on a professional who has just started connecting: its PKCE verifier is not the one it needs.
    const plantedCode = async () => fake.authorize((await startConnecting(stranger, provider)).url);
    await startConnecting(expert, provider);
    const withoutState = await callback(expert, provider, { code: await plantedCode() });
    expect(withoutState.statusCode).toBe(400);
    expect(withoutState.json()).toMatchObject(refused);
    const started = await startConnecting(expert, provider);
    const withState = await callback(expert, provider, { code: await plantedCode(), state: started.state });
    expect(withState.statusCode).toBe(400);
    expect(withState.json()).toMatchObject(refused);
    expect(await connectionOf(expert)).toBeUndefined();
    expect((await status(expert)).status).toBe("none");
    // The professional's own code, for their own start, still connects.
    const own = await startConnecting(expert, provider);
    const connected = await callback(expert, provider, { code: fake.authorize(own.url), state: own.state });
    expect(connected.statusCode).toBe(200);
    expect((await status(expert)).status).toBe("connected");
  });

  it("shows the provider's error or a refused code as a 400, connecting nothing", async () => {
    const expert = await createExpert(app);
    const denied = await startConnecting(expert, provider);
    const refusal = await callback(expert, provider, {
      state: denied.state,
      error: "access_denied",
      ...(provider === "microsoft" ? { error_description: "The user has denied access" } : {}),
    });
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json<{ errorMessage: string }>().errorMessage).toContain(
      provider === "google" ? "access was not allowed" : "The user has denied access",
    );
    const bad = await startConnecting(expert, provider);
    const refused = await callback(expert, provider, { state: bad.state, code: "refused" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorMessage: calendarSyncTexts.codeRefused(provider) });
    const noCode = await startConnecting(expert, provider);
    expect((await callback(expert, provider, { state: noCode.state })).statusCode).toBe(400);
    expect((await status(expert)).status).toBe("none");
  });

  const approved = async () => true;

  it("reads busy times and writes and removes approved appointments in the calendar", async () => {
    const expert = await createExpert(app);
    expect(await calendarPort.busyTimes(expert.id, day.from, day.to)).toEqual([]);
    await connect(expert, provider);
    fake.busy = [{ start: "2026-12-01T14:00:00Z", end: "2026-12-01T15:00:00Z" }];
    expect(await calendarPort.busyTimes(expert.id, day.from, day.to)).toEqual([
      { start: new Date("2026-12-01T14:00:00Z"), end: new Date("2026-12-01T15:00:00Z") },
    ]);

    const eventsBefore = fake.events.size;
    await calendarPort.appointmentApproved(expert.id, appointment(9001), approved);
    // Approved twice (a retry): written once.
    await calendarPort.appointmentApproved(expert.id, appointment(9001), approved);
    expect(fake.events.size).toBe(eventsBefore + 1);
    const written = [...fake.events.values()].at(-1);
    expect(JSON.stringify(written)).toContain("Taxlane: video call with Alex Kim");
    expect(JSON.stringify(written)).toContain("2026-12-01T15:00:00");

    await calendarPort.appointmentCancelled(expert.id, appointment(9001));
    expect(fake.events.size).toBe(eventsBefore);
    // Cancelling what was never written does nothing.
    await calendarPort.appointmentCancelled(expert.id, appointment(9002));
    // Cancelled while its event was being written (the cancellation found none): removed at once.
    await calendarPort.appointmentApproved(expert.id, appointment(9003), async () => false);
    expect(fake.events.size).toBe(eventsBefore);
    expect((await status(expert)).status).toBe("connected");
    fake.busy = [];
  });

  it("marks a revoked grant broken, tells the professional once by notice and mail, and answers no busy times", async () => {
    const expert = await createExpert(app);
    await connect(expert, provider);
    fake.refuseGrants = true;
    try {
      fake.busy = [{ start: "2026-12-01T14:00:00Z", end: "2026-12-01T15:00:00Z" }];
      expect(await calendarPort.busyTimes(expert.id, day.from, day.to)).toEqual([]);
      expect(await status(expert)).toMatchObject({
        provider,
        status: "broken",
        lastError: calendarSyncTexts.brokenError,
      });
      expect(await synced(expert)).toBe(false);
      const notices = await noticesOf(expert);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: calendarSyncTexts.brokenTitle, link: "expert/profile" });
      const mail = await latestMailTo(app, expert.email);
      expect(mail?.subject).toBe(calendarSyncTexts.brokenTitle);

      // Broken stays quiet: no more provider calls, no second notice; approvals go on without it.
      const apiCalls = fake.apiCalls;
      expect(await calendarPort.busyTimes(expert.id, day.from, day.to)).toEqual([]);
      await calendarPort.appointmentApproved(expert.id, appointment(9101), approved);
      expect(fake.apiCalls).toBe(apiCalls);
      expect(await noticesOf(expert)).toHaveLength(1);
    } finally {
      fake.refuseGrants = false;
      fake.busy = [];
    }
    // Connecting again repairs it.
    await connect(expert, provider);
    expect(await status(expert)).toMatchObject({ status: "connected", lastError: null });
    expect(await synced(expert)).toBe(true);
  });

  it("disconnects: the connection is gone, the grant revoked where the provider offers it, and it repeats", async () => {
    const expert = await createExpert(app);
    await connect(expert, provider);
    const token = fake.latestRefreshToken;
    const cancel = await post(expert, "Accountant/CancelCalendarSync");
    expect(cancel.statusCode).toBe(200);
    expect(await status(expert)).toMatchObject({ status: "none", provider: null });
    expect(await synced(expert)).toBe(false);
    expect(await connectionOf(expert)).toBeUndefined();
    if (provider === "google") expect(google.revoked).toContain(token);
    expect((await post(expert, "Accountant/CancelCalendarSync")).statusCode).toBe(200);
    expect(await calendarPort.busyTimes(expert.id, day.from, day.to)).toEqual([]);
  });
});
