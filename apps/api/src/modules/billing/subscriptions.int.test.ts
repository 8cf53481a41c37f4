import type { MySubscription } from "@taxlane/contract";
import { eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createCheckout, payTestCheckout, settleBilling } from "../../../test/billing";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { latestMailTo, rawMailsTo } from "../../../test/mailbox";
import { createExpert } from "../../../test/marketplace";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";
import { billingEvents, plans, reminders, subscriptions } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { seedDemoPlans } from "./demo-plans";

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
  const session = await app.services.sessions.open({ id: user.id, roleId: user.roleId });
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
  const session = new URL(started.json<{ url: string }>().url, "http://x").searchParams.get("session") ?? "";
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

describe("checkout with the local test provider", () => {
  it("starts a 30-day trial with a test card, charged when the trial ends", async () => {
    const { user, url } = await startTrial();
    expect(url).toMatch(/^\/payment-success\?session_id=cs_local_/);
    const { subscription, canSendQuotes } = await mine(user);
    expect(canSendQuotes).toBe(true);
    expect(subscription).toMatchObject({
      planName: "Basic",
      interval: "month",
      status: "trialing",
      cancelAtPeriodEnd: false,
      card: { brand: "Visa", last4: "4242" },
    });
    const trialEnd = new Date(subscription?.trialEndsAt ?? 0).getTime();
    // Provider times are whole seconds.
    expect(Math.abs(trialEnd - clock.now().getTime() - 30 * day)).toBeLessThan(1000);
    expect(subscription?.nextCharge).toEqual({
      amount: 199,
      at: subscription?.trialEndsAt,
      interval: "month",
    });

    const me = await app.inject({ url: "/api/user/GetUser", headers: bearer(user) });
    expect(me.json<{ hasSubscription: boolean }>().hasSubscription).toBe(true);
    // Another professional without a plan still reads no: the flag is this person's own plan.
    const other = await app.inject({
      url: "/api/user/GetUser",
      headers: bearer(await createSignedInUser(app, 2)),
    });
    expect(other.json<{ hasSubscription: boolean }>().hasSubscription).toBe(false);
  });

  it("refuses a plan that does not exist, an interval that does not exist, and taxpayers", async () => {
    const user = await professional();
    const missing = await checkout(user, { planId: 999_999, interval: "month" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ errorMessage: string }>().errorMessage).toMatch(/could not find that plan/);
    expect((await checkout(user, { planId: basic.id, interval: "week" })).statusCode).toBe(400);
    const taxpayer = await createSignedInUser(app, 1);
    const refused = await checkout(taxpayer, { planId: basic.id, interval: "month" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toMatch(/tax professionals only/);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/Subscription/CreateCheckoutSession",
      payload: { planId: basic.id, interval: "month" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a declined card with its reason on the failure page, and makes no subscription", async () => {
    for (const [card, reason] of [
      ["4000 0000 0000 0002", "card_declined"],
      ["4000000000009995", "insufficient_funds"],
    ] as const) {
      const { user, url } = await startTrial(card);
      expect(url).toBe(`/payment-faile?reason=${reason}`);
      expect(await mine(user)).toMatchObject({ subscription: null, canSendQuotes: false });
    }
  });

  it("takes only test cards, and only in the person's own session", async () => {
    const user = await professional();
    const started = await checkout(user, { planId: standard.id, interval: "year" });
    const session =
      new URL(started.json<{ url: string }>().url, "http://x").searchParams.get("session") ?? "";
    const real = await pay(user, session, "4111 1111 1111 1112");
    expect(real.statusCode).toBe(400);
    expect(real.json<{ errorMessage: string }>().errorMessage).toMatch(/test checkout/);
    expect((await pay(user, session, "4242424242424242", "01 / 20")).statusCode).toBe(400);

    const stranger = await professional();
    expect((await pay(stranger, session, "4242424242424242")).statusCode).toBe(404);
    const seen = await app.inject({
      url: `/api/Subscription/GetTestCheckout?session=${session}`,
      headers: bearer(stranger),
    });
    expect(seen.statusCode).toBe(404);
    const own = await app.inject({
      url: `/api/Subscription/GetTestCheckout?session=${session}`,
      headers: bearer(user),
    });
    expect(own.json()).toMatchObject({
      planName: "Standard",
      interval: "year",
      price: 3650,
      trialDays: 30,
      status: "open",
    });
  });

  it("starts one plan when two checkouts of one person are paid at once", async () => {
    const user = await professional();
    const sessions = await Promise.all(
      [basic.id, standard.id].map(async (planId) => {
        const started = await checkout(user, { planId, interval: "month" });
        return new URL(started.json<{ url: string }>().url, "http://x").searchParams.get("session") ?? "";
      }),
    );
    const paid = await Promise.all(sessions.map((session) => pay(user, session, "4242424242424242")));
    expect(paid.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = paid.find((answer) => answer.statusCode === 409);
    expect(refused?.json<{ errorMessage: string }>().errorMessage).toBe(
      "You already have a plan. You can change or cancel it on your profile.",
    );
    await settle();
    const held = await app.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(held).toHaveLength(1);
  });

  it("refuses a second plan while one is live", async () => {
    const { user } = await startTrial();
    const again = await checkout(user, { planId: standard.id, interval: "month" });
    expect(again.statusCode).toBe(409);
  });
});

describe("a server whose test checkout is closed (production without Stripe)", async () => {
  const { app: closed } = await createTestApp({ LOCAL_CHECKOUT: "false" }, { clock, database });

  it("sells no plan for a test card, and says payments are not set up", async () => {
    const user = await createSignedInUser(closed, 2);
    const started = await closed.inject({
      method: "POST",
      url: "/api/Subscription/CreateCheckoutSession",
      headers: bearer(user),
      payload: { planId: basic.id, interval: "month" },
    });
    expect(started.statusCode).toBe(503);
    expect(started.json()).toMatchObject({
      code: "UNAVAILABLE",
      errorMessage: expect.stringContaining("Payments are not set up on this server"),
    });
    const paid = await closed.inject({
      method: "POST",
      url: "/api/Subscription/PayTestCheckout",
      headers: bearer(user),
      payload: { session: "cs_test_any", cardNumber: "4242424242424242", expiry: "12 / 34", cvc: "123" },
    });
    expect(paid.statusCode).toBe(503);
    const held = await closed.inject({ url: "/api/Subscription/GetMySubscription", headers: bearer(user) });
    expect(held.json()).toMatchObject({ canSendQuotes: false, subscription: null });
  });
});

describe("cancelling, undoing and switching", () => {
  it("cancels only the caller's own plan, at period end, and undoes it until then", async () => {
    const { user } = await startTrial();
    const other = await startTrial();

    const foreign = await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${other.user.id}`,
      headers: bearer(user),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await mine(other.user)).subscription?.cancelAtPeriodEnd).toBe(false);

    const cancelled = await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${user.id}`,
      headers: bearer(user),
    });
    expect(cancelled.statusCode).toBe(200);
    let view = await mine(user);
    expect(view.subscription).toMatchObject({
      status: "trialing",
      cancelAtPeriodEnd: true,
      nextCharge: null,
    });
    expect(view.subscription?.endsAt).toBe(view.subscription?.currentPeriodEnd);
    expect(view.canSendQuotes).toBe(true);

    const undone = await app.inject({
      method: "POST",
      url: "/api/Subscription/UndoUnsubscribe",
      headers: bearer(user),
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<MySubscription>().subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      endsAt: null,
    });
    await settle();
    view = await mine(user);
    expect(view.subscription?.cancelAtPeriodEnd).toBe(false);

    const none = await professional();
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/Subscription/Unsubscribe?userId=${none.id}`,
          headers: bearer(none),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("switches monthly to yearly from the trial's end, saying what is charged when", async () => {
    const { user } = await startTrial();
    const switched = await app.inject({
      method: "POST",
      url: "/api/Subscription/ChangeInterval",
      headers: bearer(user),
      payload: { interval: "year" },
    });
    expect(switched.statusCode).toBe(200);
    const { subscription } = switched.json<MySubscription>();
    expect(subscription).toMatchObject({ interval: "month", pendingInterval: "year" });
    expect(subscription?.nextCharge).toEqual({
      amount: 2150,
      at: subscription?.trialEndsAt,
      interval: "year",
    });
  });
});

describe("the billing clock, receipts and reminders", () => {
  it("charges at the trial's end, lists the receipt, renews, and ends a cancelled plan", async () => {
    const start = clock.now();
    const { user } = await startTrial();
    const failing = await startTrial("4000 0000 0000 0341");

    // A trial cancelled before its notice gets none.
    const cancelled = await startTrial();
    await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${cancelled.user.id}`,
      headers: bearer(cancelled.user),
    });
    await settle();

    clock.set(new Date(start.getTime() + 27.5 * day));
    await remind();
    const reminder = await latestMailTo(app, user.email);
    expect(reminder?.subject).toMatch(/trial ends on/);
    expect(reminder?.text).toMatch(/\$199/);
    expect(reminder?.text).toMatch(/cancel on your profile before .*\/expert\/profile#plan/);
    const [raw] = await noticesTo(user, /Subject: Your Taxlane trial ends on/);
    expect(raw).toContain("List-Unsubscribe: <");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    await remind();
    expect(await noticesTo(user, /Subject: Your Taxlane trial ends on/)).toHaveLength(1);
    expect(await noticesTo(cancelled.user, /Subject: Your Taxlane trial ends on/)).toHaveLength(0);
    const notices = await app.inject({
      url: "/api/User/GetUserNotifications",
      headers: bearer(await fresh(user)),
    });
    expect(notices.json<{ title: string }[]>().filter((n) => /trial ends on/.test(n.title))).toHaveLength(1);

    clock.set(new Date(start.getTime() + 30 * day + 1000));
    await app.services.billing.runLocalClock();
    await settle();
    const paid = await mine(user);
    expect(paid.subscription).toMatchObject({ status: "active", trialEndsAt: null });
    expect(paid.receipts).toHaveLength(1);
    expect(paid.receipts[0]).toMatchObject({ amount: 199, currency: "USD" });
    expect((await mine(failing.user)).subscription?.status).toBe("past_due");
    expect((await mine(failing.user)).canSendQuotes).toBe(false);

    const cancel = await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${user.id}`,
      headers: bearer(await fresh(user)),
    });
    expect(cancel.body).toBe("{}");
    clock.set(new Date(paid.subscription?.currentPeriodEnd ?? 0));
    await app.services.billing.runLocalClock();
    await settle();
    const ended = await mine(user);
    expect(ended.subscription?.status).toBe("canceled");
    expect(ended.canSendQuotes).toBe(false);
    const undo = await app.inject({
      method: "POST",
      url: "/api/Subscription/UndoUnsubscribe",
      headers: bearer(await fresh(user)),
    });
    expect(undo.statusCode).toBe(404);
  });
});

describe("the yearly renewal notice", () => {
  it("goes out once, 30 to 60 days before a yearly term ends", async () => {
    const user = await professional();
    // A yearly plan bought 320 days ago: its term ends in about 45 days.
    await seedDemoPlans(app.services.db, [user.id], clock.now(), 320);
    await remind();
    const notice = await latestMailTo(app, user.email);
    expect(notice?.subject).toMatch(/yearly Taxlane plan renews on/);
    expect(notice?.text).toMatch(/\$2,150/);
    expect(notice?.text).toMatch(/no refunds for part of a billing period/);
    await remind();
    expect(await noticesTo(user, /Subject: Your yearly Taxlane plan renews on/)).toHaveLength(1);
  });

  it("is not sent when the term was renewed or the plan cancelled before its time", async () => {
    const renewed = await professional();
    const cancelled = await professional();
    // Terms ending in about 65 days: the notice is found and waits until 60 days before.
    await seedDemoPlans(app.services.db, [renewed.id, cancelled.id], clock.now(), 300);
    const before = clock.now();
    await remind();
    const waiting = await app.services.db
      .select()
      .from(reminders)
      .where(inArray(reminders.recipientUserId, [renewed.id, cancelled.id]));
    expect(waiting.map((row) => [row.kind, row.sentCount])).toEqual([
      ["yearly-renewal", 0],
      ["yearly-renewal", 0],
    ]);
    await app.services.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(before.getTime() + 440 * day) })
      .where(eq(subscriptions.userId, renewed.id));
    await app.services.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.userId, cancelled.id));
    clock.set(new Date(before.getTime() + 20 * day));
    await remind();
    const stopped = await app.services.db
      .select()
      .from(reminders)
      .where(inArray(reminders.recipientUserId, [renewed.id, cancelled.id]));
    expect(stopped.map((row) => row.stopReason)).toEqual(["answered", "answered"]);
    for (const user of [renewed, cancelled]) {
      expect(await noticesTo(user, /Subject: Your yearly Taxlane plan renews on/)).toHaveLength(0);
    }
    clock.set(before);
  });
});

describe("the webhook path", () => {
  it("refuses a bad signature with 400 and records nothing", async () => {
    const { body } = signed({
      id: "evt_bad",
      type: "customer.subscription.updated",
      created: 1,
      data: { object: {} },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_not_ours" });
    const response = await postWebhook(body, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errorMessage: string }>().errorMessage).toMatch(/signature/);
    expect((await postWebhook(body, "")).statusCode).toBe(400);
    expect(
      await app.services.db.select().from(billingEvents).where(eq(billingEvents.id, "evt_bad")),
    ).toHaveLength(0);
  });

  it("processes a replayed event once, and an old event arriving late leaves the newer state", async () => {
    const { user } = await startTrial();
    const [row] = await app.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const subscriptionId = row?.providerSubscriptionId ?? "";
    await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${user.id}`,
      headers: bearer(user),
    });
    await settle();

    // An event from before the cancellation, delivered late and twice.
    const late = signed({
      id: `evt_late_${user.id}`,
      object: "event",
      type: "customer.subscription.created",
      created: Math.floor(clock.now().getTime() / 1000) - 3600,
      data: { object: { id: subscriptionId, object: "subscription" } },
    });
    expect((await postWebhook(late.body, late.signature)).statusCode).toBe(200);
    expect((await postWebhook(late.body, late.signature)).statusCode).toBe(200);
    await settle();

    const ledger = await app.services.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, `evt_late_${user.id}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.processedAt).not.toBeNull();
    expect((await mine(user)).subscription?.cancelAtPeriodEnd).toBe(true);
  });
});

describe("sending quotes", () => {
  it("needs a plan in its trial or paid up; without one the server refuses with 403", async () => {
    const withoutPlan = await professional();
    const refused = await app.inject({
      method: "POST",
      url: "/api/Accountant/SendQuote",
      headers: bearer(withoutPlan),
      body: multipart({ isIndividual: "true", taxPreparationId: "1", price: "100" }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toMatch(/Sending quotes needs a plan/);

    const { user } = await startTrial();
    const allowed = await app.inject({
      method: "POST",
      url: "/api/Accountant/SendQuote",
      headers: bearer(user),
      body: multipart({ isIndividual: "true", taxPreparationId: "999999", price: "100" }),
    });
    expect(allowed.statusCode).not.toBe(403);
    expect((await createExpert(app)).id).toBeGreaterThan(0);
  });
});
