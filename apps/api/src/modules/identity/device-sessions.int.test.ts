import type { DeviceSession } from "@taxlane/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpTaxpayer, strongPassword, withToken } from "../../../test/identity";
import { mailSent } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, users } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { momentIn } from "../../lib/spoken-dates";

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
const newSignInSubject = "New sign-in to your Taxlane account";

interface Device {
  userAgent?: string;
  address?: string;
  /** The device cookie the browser holds, if any. */
  cookie?: string;
}

describe("where a person is signed in", async () => {
  const clock = fixedClock(new Date("2026-05-04T10:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });

  /** Signs in from a device; answers the token and the device cookie the answer set. */
  async function signInFrom(email: string, device: Device = {}) {
    const answer = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password: strongPassword },
      remoteAddress: device.address ?? "127.0.0.1",
      headers: {
        ...(device.userAgent ? { "user-agent": device.userAgent } : {}),
        ...(device.cookie ? { cookie: device.cookie } : {}),
      },
    });
    const token = answer.json<{ token?: string }>().token;
    if (!token) throw new Error(`not signed in: ${answer.body}`);
    const cookie = String(answer.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    return { token, cookie };
  }

  const get = (token: string, url: string) =>
    app.inject({ method: "GET", url: `/api${url}`, headers: withToken(token) });
  const post = (token: string | null, url: string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: "POST", url: `/api${url}`, headers: token ? withToken(token) : {}, payload });
  const sessionsOf = async (token: string) => (await get(token, "/User/Sessions")).json<DeviceSession[]>();
  const signedIn = async (token: string) => (await get(token, "/user/GetUser")).statusCode === 200;

  /** The new-device mails sent to the address so far, newest first, with their text. */
  async function newDeviceMails(email: string): Promise<string[]> {
    await mailSent(app);
    const list = (await app.inject({ method: "GET", url: "/api/dev/mail" })).json<
      { id: string; to: string; subject: string }[]
    >();
    const mine = list.filter((mail) => mail.to.includes(email) && mail.subject === newSignInSubject);
    return Promise.all(
      mine.map(
        async (mail) => (await app.inject({ method: "GET", url: `/api/dev/mail/${mail.id}` })).json().text,
      ),
    );
  }
  /** What the audit log says of the person, sign-ins aside, oldest first. */
  async function auditOf(email: string) {
    const { db } = app.services;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return db
      .select({ action: auditEntries.action, detail: auditEntries.detail })
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectUserId, user?.id ?? 0), ne(auditEntries.action, "identity.sign-in")))
      .orderBy(asc(auditEntries.id));
  }
  const linkTokenIn = (text: string) => {
    const token = /\/end-session\?token=([^\s]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no end-session link in: ${text}`);
    return decodeURIComponent(token);
  };

  it("lists the person's open sessions, newest first, with device, place and which is this one", async () => {
    const email = await signUpTaxpayer(app);
    const first = await signInFrom(email, { userAgent: chromeOnWindows, address: "81.2.69.160" });
    clock.advance(60_000);
    const second = await signInFrom(email, { userAgent: firefoxOnLinux, cookie: first.cookie });
    const stranger = await signInFrom(await signUpTaxpayer(app));

    const list = await sessionsOf(second.token);
    expect(list).toEqual([
      {
        id: expect.any(String),
        device: "Firefox on Linux",
        place: "This network",
        signedInAt: "2026-05-04T10:01:00.000Z",
        lastSeenAt: "2026-05-04T10:01:00.000Z",
        current: true,
        factor: "password",
      },
      {
        id: expect.any(String),
        device: "Chrome on Windows",
        place: "United Kingdom",
        signedInAt: "2026-05-04T10:00:00.000Z",
        lastSeenAt: "2026-05-04T10:00:00.000Z",
        current: false,
        factor: "password",
      },
    ]);
    expect((await sessionsOf(first.token)).map((session) => session.current)).toEqual([false, true]);
    expect(await sessionsOf(stranger.token)).toHaveLength(1);
  });

  it("names each session's place in the language of whoever reads the list, whatever the sign-in's", async () => {
    const email = await signUpTaxpayer(app);
    const abroad = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password: strongPassword },
      remoteAddress: "81.2.69.160",
      headers: { "accept-language": "es" },
    });
    const token = abroad.json<{ token: string }>().token;
    clock.advance(60_000);
    const here = await signInFrom(email);
    const inSpanish = await app.inject({
      method: "GET",
      url: "/api/User/Sessions",
      headers: { ...withToken(here.token), "accept-language": "es" },
    });
    expect(inSpanish.json<DeviceSession[]>().map((session) => session.place)).toEqual([
      "Esta red",
      "Reino Unido",
    ]);
    expect((await sessionsOf(token)).map((session) => session.place)).toEqual([
      "This network",
      "United Kingdom",
    ]);
  });

  it("keeps when each session was last seen, writing it at most every five minutes", async () => {
    const email = await signUpTaxpayer(app);
    const { token } = await signInFrom(email);
    const lastSeen = async () => (await sessionsOf(token))[0]?.lastSeenAt;
    const openedAt = clock.now().toISOString();
    clock.advance(4 * 60_000);
    expect(await lastSeen()).toBe(openedAt);
    clock.advance(2 * 60_000);
    const seenAt = clock.now().toISOString();
    expect(await lastSeen()).toBe(seenAt);
    clock.advance(60_000);
    expect(await signedIn(token)).toBe(true);
    expect(await lastSeen()).toBe(seenAt);
  });

  it("ends one of the person's sessions at once, and refuses another person's as unknown", async () => {
    const email = await signUpTaxpayer(app);
    const here = await signInFrom(email);
    const there = await signInFrom(email, { cookie: here.cookie });
    const stranger = await signInFrom(await signUpTaxpayer(app));
    const [strangersSession] = await sessionsOf(stranger.token);
    const thereId = (await sessionsOf(here.token)).find((session) => !session.current)?.id ?? "";

    const refused = await post(here.token, `/User/EndSession/${strangersSession?.id}`);
    expect(refused.statusCode).toBe(404);
    expect(await signedIn(stranger.token)).toBe(true);
    const unknown = await post(here.token, "/User/EndSession/6f1c2d9e-8a7b-4c3d-9e1f-2a3b4c5d6e7f");
    expect(unknown.statusCode).toBe(404);

    expect(await signedIn(there.token)).toBe(true);
    expect((await post(here.token, `/User/EndSession/${thereId}`)).statusCode).toBe(200);
    expect((await get(there.token, "/user/GetUser")).statusCode).toBe(401);
    expect(await signedIn(here.token)).toBe(true);
    expect((await post(here.token, `/User/EndSession/${thereId}`)).statusCode).toBe(404);

    const hereId = (await sessionsOf(here.token)).find((session) => session.current)?.id ?? "";
    expect((await post(here.token, `/User/EndSession/${hereId}`)).statusCode).toBe(200);
    expect(await signedIn(here.token)).toBe(false);
    expect(await auditOf(email)).toEqual([
      { action: "identity.session-ended", detail: { current: false } },
      { action: "identity.session-ended", detail: { current: true } },
    ]);
  });

  it("signs the person out everywhere but here", async () => {
    const email = await signUpTaxpayer(app);
    const here = await signInFrom(email);
    const others = [await signInFrom(email, { cookie: here.cookie }), await signInFrom(email)];
    const stranger = await signInFrom(await signUpTaxpayer(app));
    expect(await sessionsOf(here.token)).toHaveLength(3);

    expect((await post(here.token, "/User/EndOtherSessions")).statusCode).toBe(200);
    for (const other of others) expect(await signedIn(other.token)).toBe(false);
    expect(await signedIn(here.token)).toBe(true);
    expect(await signedIn(stranger.token)).toBe(true);
    expect((await sessionsOf(here.token)).map((session) => session.current)).toEqual([true]);
    expect(await auditOf(email)).toEqual([{ action: "identity.other-sessions-ended", detail: null }]);
  });

  it("mails the person of a sign-in from a new device, not from one that signed in before, nor the account's first", async () => {
    const email = await signUpTaxpayer(app);
    const laptop = await signInFrom(email, { userAgent: chromeOnWindows });
    expect(await newDeviceMails(email)).toEqual([]);

    clock.advance(60_000);
    await signInFrom(email, { userAgent: firefoxOnLinux, address: "2a00:1450:4001:80b::200e" });
    const [mail, ...more] = await newDeviceMails(email);
    expect(more).toEqual([]);
    expect(mail).toContain("Device: Firefox on Linux");
    expect(mail).toContain("Place (approximate): Germany");
    // In the zone the person gave at sign-up, as they read the time there.
    expect(mail).toContain(`Time: ${momentIn(clock.now(), "America/Los_Angeles")}`);
    expect(mail).toMatch(/Not you\? End that session now: http\S+\/end-session\?token=\S+/);
    expect(mail).toContain("change your password");

    await signInFrom(email, { userAgent: chromeOnWindows, cookie: laptop.cookie });
    expect(await newDeviceMails(email)).toHaveLength(1);
  });

  it("ends the session a new-device mail told of with the mail's link, once or twice", async () => {
    const email = await signUpTaxpayer(app);
    const laptop = await signInFrom(email);
    const phone = await signInFrom(email);
    const [mail = ""] = await newDeviceMails(email);
    const token = linkTokenIn(mail);

    expect((await post(null, "/identity/endSessionFromMail", { token })).statusCode).toBe(200);
    expect(await signedIn(phone.token)).toBe(false);
    expect(await signedIn(laptop.token)).toBe(true);
    expect((await post(null, "/identity/endSessionFromMail", { token })).statusCode).toBe(200);
    expect(await auditOf(email)).toEqual([{ action: "identity.session-ended", detail: { fromMail: true } }]);
  });

  it("refuses a forged or altered link", async () => {
    const email = await signUpTaxpayer(app);
    const laptop = await signInFrom(email);
    await signInFrom(email);
    const [mail = ""] = await newDeviceMails(email);
    const [sessionId = ""] = linkTokenIn(mail).split(".");
    const laptopId = (await sessionsOf(laptop.token)).find((session) => session.current)?.id ?? "";
    expect(laptopId).not.toBe("");

    for (const token of [
      `${laptopId}.${linkTokenIn(mail).split(".")[1]}`,
      `${sessionId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      sessionId,
      "not-a-token",
    ]) {
      const refused = await post(null, "/identity/endSessionFromMail", { token });
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json().errorMessage).toBe(
        "This link is not valid. Sign in and end the session from your account's security page.",
      );
    }
    expect(await signedIn(laptop.token)).toBe(true);
  });
});
