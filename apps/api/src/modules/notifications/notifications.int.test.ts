import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { NotificationPreference, UserNotification } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { mailSent } from "../../../test/mailbox";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  sendQuote,
} from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";

const { app, dataDir } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

/** The next message the socket receives, parsed. */
const nextMessage = (socket: WebSocket) =>
  new Promise<unknown>((resolve, reject) => {
    socket.once("message", (data) => resolve(JSON.parse(String(data))));
    socket.once("close", (code) => reject(new Error(`closed with ${code}`)));
  });
const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once("close", resolve));

async function quotedRequest() {
  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  return {
    expert,
    taxpayer,
    quote: () => sendQuote(app, expert, { taxPreparationId: String(requestId), price: "350" }),
  };
}

describe("notifications", () => {
  it("lists the caller's own, newest first, mails each, and marks them all read", async () => {
    const { expert, taxpayer, quote } = await quotedRequest();
    expect((await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications")).body).toEqual([]);
    await quote();
    const [notice] = (await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications")).body;
    expect(notice).toMatchObject({
      isRead: false,
      title: "You received a quote",
      link: expect.stringMatching(/^user\/quotes/),
    });
    expect(notice?.description).toContain("$350");
    // The expert's own list holds the routed request, not the taxpayer's notice.
    const expertNotices = (await getAs<UserNotification[]>(app, expert, "User/GetUserNotifications")).body;
    expect(expertNotices.map((item) => item.title)).toEqual(["New request for a quote"]);

    await mailSent(app);
    const mails = await Promise.all(
      (await readdir(path.join(dataDir, "mail"))).map((name) =>
        readFile(path.join(dataDir, "mail", name), "utf8"),
      ),
    );
    expect(mails.some((mail) => mail.includes(taxpayer.email) && mail.includes("You received a quote"))).toBe(
      true,
    );

    const read = await app.inject({
      method: "POST",
      url: "/api/User/MakeNotifictionsRead",
      headers: bearer(taxpayer),
    });
    expect(read.statusCode).toBe(200);
    const after = (await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications")).body;
    expect(after.every((item) => item.isRead)).toBe(true);
    expect((await getAs<UserNotification[]>(app, expert, "User/GetUserNotifications")).body[0]?.isRead).toBe(
      false,
    );
    expect((await app.inject({ method: "GET", url: "/api/User/GetUserNotifications" })).statusCode).toBe(401);
  });

  it("pushes a signal over the socket when one arrives for the signed-in person", async () => {
    const { taxpayer, quote } = await quotedRequest();
    const socket = await app.injectWS("/api/ws");
    const ready = nextMessage(socket);
    socket.send(JSON.stringify({ token: taxpayer.token }));
    expect(await ready).toEqual({ type: "ready" });
    const pushed = nextMessage(socket);
    await quote();
    expect(await pushed).toEqual({ type: "notification" });
    socket.terminate();
  });

  it("closes a socket whose token is bad or missing", async () => {
    const bad = await app.injectWS("/api/ws");
    const closed = closeCode(bad);
    bad.send(JSON.stringify({ token: "not-a-session" }));
    expect(await closed).toBe(4401);
    const garbled = await app.injectWS("/api/ws");
    const garbledClosed = closeCode(garbled);
    garbled.send("hello");
    expect(await garbledClosed).toBe(4400);
  });
});

describe("notification preferences", () => {
  const kindsOf = async (person: TestUser) =>
    (await getAs<NotificationPreference[]>(app, person, "User/GetNotificationPreferences")).body.map(
      (preference) => preference.kind,
    );

  it("offer each role only the kinds of notice that can reach it", async () => {
    const { expert, taxpayer } = await quotedRequest();
    expect(await kindsOf(taxpayer)).toEqual([
      "organizer",
      "documents",
      "appointments",
      "estimated-tax",
      "billing",
      "requests",
      "tax-notices",
      "messages",
      "todo",
      "signatures",
      "filing-rejected",
      "appointment-decisions",
      "security",
    ]);
    expect(await kindsOf(expert)).toEqual([
      "appointments",
      "billing",
      "requests",
      "tax-notices",
      "messages",
      "todo",
      "filing-rejected",
      "appointment-decisions",
      "security",
    ]);
  });
});
