import type { NotificationKind } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callsAs, type TestUser } from "./factories";
import {
  browserSubscription,
  decryptPush,
  type FakePushService,
  startFakePushService,
} from "./fake-push-service";
import { fakeTwilioAccount, startFakeTwilio } from "./fake-twilio";

/** The local push service and the local Twilio, and the settings of an app that sends to both. */
export async function startChannelFakes() {
  const push = await startFakePushService();
  const twilio = await startFakeTwilio();
  const settings = {
    PUSH_ENDPOINT_ALLOW: push.host,
    TWILIO_ACCOUNT_SID: fakeTwilioAccount.sid,
    TWILIO_AUTH_TOKEN: fakeTwilioAccount.token,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
  };
  return { push, twilio, settings };
}

type Fakes = Awaited<ReturnType<typeof startChannelFakes>>;

let numbers = 0;

/**
 * Someone with a device subscribed to pushes and a verified number, and what reached them: the pushes
 * their device decrypts and the texts sent to their number.
 */
export function channelListeners(app: FastifyInstance, fakes: Fakes) {
  const calls = callsAs(app);
  const { push, twilio } = fakes;
  let keyChecked = false;

  // The data folder's queues of pushes and texts: other queues (a conversation's unread check) wait on
  // the test's clock.
  const instance = app.services.mail.queue.replace(/^mail\./, "");
  const queues = [app.services.mail.queue, `push.${instance}`, `texts.${instance}`];

  /** The queue's deliveries and the texts due now, as the app's own passes would send them. */
  async function flush(): Promise<void> {
    await app.services.jobs.drain(queues);
    await app.services.channels.texts.sendDue();
  }

  async function expectVapidKey(service: FakePushService, user: TestUser) {
    if (keyChecked) return;
    service.expectKey((await calls.get(user, "/Notifications/PushPublicKey")).json().publicKey);
    keyChecked = true;
  }

  async function listening(user: TestUser) {
    await expectVapidKey(push, user);
    const path = `/push/listener-${user.id}`;
    const device = browserSubscription(`${push.url}${path}`);
    expect((await calls.post(user, "/Notifications/SubscribePush", device.json)).statusCode).toBe(200);
    const phone = `+1415556${String(1000 + numbers++).padStart(4, "0")}`;
    await calls.post(user, "/Notifications/StartPhone", { phone, consent: true });
    await flush();
    const code = /\b(\d{6})\b/.exec(twilio.sent.findLast((text) => text.To === phone)?.Body ?? "")?.[1];
    expect((await calls.post(user, "/Notifications/VerifyPhone", { code })).json()).toMatchObject({
      verified: true,
    });
    const textsBefore = twilio.sent.filter((text) => text.To === phone).length;
    return {
      /** Turns push and text on or off for the kind (the app's channel stays in the app). */
      async choose(kind: NotificationKind, on: boolean) {
        const set = await calls.post(user, "/User/SetNotificationPreference", {
          kind,
          channel: "in-app",
          push: on,
          text: on,
        });
        expect(set.statusCode, set.body).toBe(200);
      },
      /** What reached the person so far: decrypted pushes and text bodies, oldest first. */
      async heard() {
        await flush();
        expect(push.problems).toEqual([]);
        const pushes = (push.received.get(path) ?? []).map((body) => JSON.parse(decryptPush(body, device)));
        const texts = twilio.sent
          .filter((text) => text.To === phone)
          .slice(textsBefore)
          .map((text) => text.Body);
        return { pushes, texts };
      },
    };
  }

  return { listening };
}
