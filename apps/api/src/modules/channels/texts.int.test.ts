import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { fakeTwilioAccount, startFakeTwilio } from "../../../test/fake-twilio";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { phoneNumbers } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { peopleRecords } from "../identity";
import { twilioSignature } from "./twilio-signature";

const twilio = await startFakeTwilio();
const database = await ownDatabase();
// 15:00 in Chicago.
const clock = fixedClock(new Date("2026-03-10T20:00:00Z"));
const { app } = await createTestApp(
  {
    TWILIO_ACCOUNT_SID: fakeTwilioAccount.sid,
    TWILIO_AUTH_TOKEN: fakeTwilioAccount.token,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
  },
  { database, clock },
);
const calls = callsAs(app);
const texts = app.services.channels.texts;
/** The queue's own pass (nudged by the change) and the test's, on the test's clock. */
const sendQueued = async () => {
  await app.services.jobs.drain();
  await texts.sendDue();
};
const codeOf = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? "")?.[1] ?? "";
let numbers = 0;
const nextNumber = () => `+1415555${String(1000 + numbers++).padStart(4, "0")}`;

async function verifiedPerson(): Promise<{ person: TestUser; phone: string }> {
  const person = await createSignedInUser(app);
  const phone = nextNumber();
  await calls.post(person, "/Notifications/StartPhone", { phone, consent: true });
  await sendQueued();
  expect(twilio.refused).toEqual([]);
  const code = codeOf(twilio.sent.findLast((text) => text.To === phone)?.Body);
  expect((await calls.post(person, "/Notifications/VerifyPhone", { code })).json()).toMatchObject({
    verified: true,
  });
  return { person, phone };
}

const inbound = (form: Record<string, string>, token = fakeTwilioAccount.token) => {
  const url = "http://localhost:3000/api/Notifications/TextInbound";
  return app.inject({
    method: "POST",
    url: "/api/Notifications/TextInbound",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(token, url, form),
    },
    payload: new URLSearchParams(form).toString(),
  });
};

async function notify(userId: number) {
  await app.services.db.transaction((tx) =>
    app.services.notifications.outbox().add(tx, {
      userId,
      title: "Refund $9,999",
      description: "SSN 123-45-6789",
      link: "user/todo",
      kind: "todo",
    }),
  );
}

describe("a phone number for texts", () => {
  it("is verified with the code sent through Twilio, with the consent words recorded", async () => {
    const { person, phone } = await verifiedPerson();
    expect(twilio.refused).toEqual([]);
    expect(twilio.sent.findLast((text) => text.To === phone)).toMatchObject({ From: "+15005550006" });
    const [row] = await app.services.db.select().from(phoneNumbers);
    expect(row?.consentText).toContain("Reply STOP to stop");
    expect(row?.consentAt).toEqual(clock.now());
    expect(row?.codeHash).toBeNull();
    expect((await calls.get(person, "/Notifications/Phone")).json()).toEqual({
      phone,
      verified: true,
      stopped: false,
      codePending: false,
    });
  });

  it("locks the code after 5 wrong tries, refuses bad numbers and a quick resend", async () => {
    const person = await createSignedInUser(app);
    expect(
      (await calls.post(person, "/Notifications/StartPhone", { phone: "555-0123", consent: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await calls.post(person, "/Notifications/StartPhone", { phone: nextNumber(), consent: false }))
        .statusCode,
    ).toBe(400);
    await calls.post(person, "/Notifications/StartPhone", { phone: nextNumber(), consent: true });
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await calls.post(person, "/Notifications/VerifyPhone", { code: "000000" })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429, 429]);
    expect(
      (await calls.post(person, "/Notifications/StartPhone", { phone: nextNumber(), consent: true }))
        .statusCode,
    ).toBe(429);
  });
});

describe("texts of notices", () => {
  it("carry no tax data, wait through quiet hours in the person's zone, and stop after STOP", async () => {
    const { person, phone } = await verifiedPerson();
    await peopleRecords.setTimeZone(app.services.db, person.id, "America/Chicago");
    expect(
      (
        await calls.post(person, "/User/SetNotificationPreference", {
          kind: "todo",
          channel: "email",
          text: true,
        })
      ).statusCode,
    ).toBe(200);
    const before = twilio.sent.length;
    clock.set(new Date("2026-03-11T03:30:00Z")); // 21:30 in Chicago
    await notify(person.id);
    await sendQueued();
    expect(twilio.sent.length).toBe(before);
    clock.set(new Date("2026-03-11T13:00:00Z")); // 08:00
    await sendQueued();
    const text = twilio.sent.at(-1);
    expect(text?.To).toBe(phone);
    expect(text?.Body).toBe("You have something new to do in Taxlane http://localhost:3000/user/todo");

    expect((await inbound({ From: phone, Body: "stop" })).body).toContain("no more texts");
    await notify(person.id);
    await sendQueued();
    expect(twilio.sent.length).toBe(before + 1);
    expect((await calls.get(person, "/Notifications/Phone")).json()).toMatchObject({ stopped: true });
    expect((await inbound({ From: phone, Body: "HELP" })).body).toContain("Reply STOP");
    expect((await inbound({ From: phone, Body: "START" })).body).toContain("texts are on again");
  });

  it("answer STOP and HELP in the language of the person who gave the number", async () => {
    const { person, phone } = await verifiedPerson();
    expect((await calls.post(person, "/User/SetLanguage", { language: "es" })).statusCode).toBe(200);
    expect((await inbound({ From: phone, Body: "STOP" })).body).toContain("ya no recibirá más mensajes");
    expect((await inbound({ From: phone, Body: "START" })).body).toContain("Responda STOP");
    expect((await inbound({ From: "+14155559999", Body: "HELP" })).body).toContain("Reply STOP");
  });

  it("refuse an inbound text that Twilio did not sign", async () => {
    const refused = await inbound({ From: "+14155550000", Body: "STOP" }, "another-token-0123456789");
    expect(refused.statusCode).toBe(403);
  });

  it("cannot be turned on without a verified number, nor set for another person", async () => {
    const person = await createSignedInUser(app);
    const refused = await calls.post(person, "/User/SetNotificationPreference", {
      kind: "todo",
      channel: "email",
      text: true,
    });
    expect(refused.statusCode).toBe(400);
    const { person: other } = await verifiedPerson();
    // Preferences are the caller's own: nothing in the call names someone else.
    await calls.post(person, "/User/SetNotificationPreference", { kind: "todo", channel: "off" });
    const theirs = (await calls.get(other, "/User/GetNotificationPreferences")).json();
    expect(theirs).toContainEqual({ kind: "todo", channel: "email", push: false, text: false });
  });
});
