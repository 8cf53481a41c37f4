import type { MySubscription } from "@taxlane/contract";
import Stripe from "stripe";
import { expect } from "vitest";
import { plans } from "../src/db/schema";
import { fixedClock } from "../src/lib/clock";
import { createCheckout, payTestCheckout, settleBilling } from "./billing";
import { bearer, createSignedInUser, type TestUser } from "./factories";
import { rawMailsTo } from "./mailbox";
import { createTestApp, ownDatabase } from "./test-app";

/**
 * A test app of the subscription tests, on its own database and a clock they move, with the plans,
 * checkouts and webhooks they use. Each test file builds its own.
 */
export async function subscriptionsTestApp() {
  const clock = fixedClock(new Date());
  const database = await ownDatabase();
  const { app, dataDir } = await createTestApp({}, { clock, database });
  const day = 24 * 60 * 60 * 1000;
  const [basic, standard] = await app.services.db.select().from(plans).orderBy(plans.id);
  if (!basic || !standard) throw new Error("the plans are not installed");

  /** The trial and renewal notices go out through the reminders engine; one pass of it. */
  const remind = () => app.services.reminders.engine.runDue();
  const noticesTo = async (user: TestUser, subject: RegExp) =>
    (await rawMailsTo([app], dataDir, user.email)).filter((mail) => subject.test(mail));

  const settle = () => settleBilling(app);

  async function professional(): Promise<TestUser> {
    return createSignedInUser(app, 2);
  }

  const checkout = (user: TestUser, body: Record<string, unknown>) => createCheckout(app, user, body);
  const pay = (user: TestUser, session: string, cardNumber: string, expiry?: string) =>
    payTestCheckout(app, user, session, cardNumber, expiry);

  /** A session opened now on the test clock (one opened a month of test time ago has ended). */
  async function fresh(user: TestUser): Promise<TestUser> {
    const session = await app.services.sessions.open({ id: user.id, roleId: user.roleId }, { factor: "password" });
    return { ...user, token: session.token, sessionId: session.sessionId };
  }

  async function mine(user: TestUser): Promise<MySubscription> {
    const response = await app.inject({
      url: "/api/Subscription/GetMySubscription",
      headers: bearer(await fresh(user)),
    });
    expect(response.statusCode).toBe(200);
    return response.json<MySubscription>();
  }

  /** A professional with a trial started through the test checkout with `card`. */
  async function startTrial(card = "4242 4242 4242 4242", planId = basic?.id, interval = "month") {
    const user = await professional();
    const started = await checkout(user, { planId, interval });
    expect(started.statusCode).toBe(200);
    const session =
      new URL(started.json<{ url: string }>().url, "http://x").searchParams.get("session") ?? "";
    const paid = await pay(user, session, card);
    expect(paid.statusCode).toBe(200);
    await settle();
    return { user, session, url: paid.json<{ url: string }>().url };
  }

  function signed(payload: object, secret = app.services.billing.local?.webhookSecret ?? "") {
    const body = JSON.stringify(payload);
    return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  const postWebhook = (body: string, signature: string) =>
    app.inject({
      method: "POST",
      url: "/api/Subscription/Webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
  return {
    clock,
    database,
    app,
    dataDir,
    day,
    basic,
    standard,
    remind,
    noticesTo,
    settle,
    professional,
    checkout,
    pay,
    fresh,
    mine,
    startTrial,
    signed,
    postWebhook,
  };
}
