import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { browserSubscription, decryptPush, startFakePushService } from "../../../test/fake-push-service";
import { createTestApp, ownDatabase } from "../../../test/test-app";

const pushService = await startFakePushService();
const database = await ownDatabase();
const { app } = await createTestApp({ PUSH_ENDPOINT_ALLOW: pushService.host }, { database });
const calls = callsAs(app);
const { publicKey } = (await calls.get(await createSignedInUser(app), "/Notifications/PushPublicKey")).json();
pushService.expectKey(publicKey);

/** A notice of a kind with push on, stored through the notifications' outbox in its transaction. */
async function notify(userId: number, title: string, link: string) {
  await app.services.db.transaction((tx) =>
    app.services.notifications.outbox().add(tx, {
      userId,
      title,
      description: "Refund of $4,321 for SSN 123-45-6789",
      link,
      kind: "messages",
    }),
  );
  await app.services.jobs.drain();
}

describe("push subscriptions", () => {
  it("are kept per device and removed by their owner only", async () => {
    const person = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const device = browserSubscription(`${pushService.url}/push/a-${person.id}`);
    const added = await calls.post(person, "/Notifications/SubscribePush", {
      ...device.json,
      label: "Firefox on Linux",
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([
      expect.objectContaining({ label: "Firefox on Linux", lastSuccessDate: null }),
    ]);
    await calls.post(stranger, "/Notifications/UnsubscribePush", { endpoint: device.json.endpoint });
    expect((await calls.get(person, "/Notifications/PushDevices")).json()).toHaveLength(1);
    const removed = await calls.post(person, "/Notifications/UnsubscribePush", {
      endpoint: device.json.endpoint,
    });
    expect(removed.json()).toEqual([]);
  });

  it("refuse addresses that are not https to a public host", async () => {
    const person = await createSignedInUser(app);
    for (const endpoint of [
      "http://push.example/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest",
      "https://[::1]/x",
      "https://10.0.0.8/x",
      `http://127.0.0.1:1/x`,
    ]) {
      const refused = await calls.post(
        person,
        "/Notifications/SubscribePush",
        browserSubscription(endpoint).json,
      );
      expect(refused.statusCode, endpoint).toBe(400);
    }
    expect((await calls.get(person, "/Notifications/PushDevices")).json()).toEqual([]);
  });

  it("need a signed-in caller", async () => {
    expect((await calls.get(null, "/Notifications/PushPublicKey")).statusCode).toBe(401);
  });
});

describe("push delivery", () => {
  it("sends a signed, encrypted push without the notice's words, and drops a device that is gone", async () => {
    const person = await createSignedInUser(app);
    const phone = browserSubscription(`${pushService.url}/push/phone-${person.id}`);
    const laptop = browserSubscription(`${pushService.url}/push/laptop-${person.id}`);
    await calls.post(person, "/Notifications/SubscribePush", phone.json);
    await calls.post(person, "/Notifications/SubscribePush", laptop.json);
    const turnedOn = await calls.post(person, "/User/SetNotificationPreference", {
      kind: "messages",
      channel: "in-app",
      push: true,
    });
    expect(turnedOn.json()).toContainEqual({ kind: "messages", channel: "in-app", push: true, text: false });
    pushService.gone.add(`/push/laptop-${person.id}`);

    await notify(person.id, "Your refund of $4,321 was rejected", "user/messages/7");

    expect(pushService.problems).toEqual([]);
    const [body] = pushService.received.get(`/push/phone-${person.id}`) ?? [];
    expect(body).toBeDefined();
    const payload = JSON.parse(decryptPush(body as Buffer, phone));
    expect(payload).toEqual({
      title: "You have a new message in Taxlane",
      path: "/user/messages/7",
    });
    const text = JSON.stringify(payload);
    for (const secret of ["4,321", "123-45-6789", "rejected"]) expect(text).not.toContain(secret);
    const devices = (await calls.get(person, "/Notifications/PushDevices")).json();
    expect(devices).toEqual([expect.objectContaining({ lastSuccessDate: expect.any(String) })]);
  });

  it("sends nothing for a kind whose push is off, and cannot be turned on without a device", async () => {
    const person = await createSignedInUser(app);
    const refused = await calls.post(person, "/User/SetNotificationPreference", {
      kind: "messages",
      channel: "email",
      push: true,
    });
    expect(refused.statusCode).toBe(400);
    const device = browserSubscription(`${pushService.url}/push/off-${person.id}`);
    await calls.post(person, "/Notifications/SubscribePush", device.json);
    await notify(person.id, "Hello", "user/messages/1");
    expect(pushService.received.get(`/push/off-${person.id}`)).toBeUndefined();
  });
});
