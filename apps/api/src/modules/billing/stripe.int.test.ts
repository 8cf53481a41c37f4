import type { MySubscription } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { startFakeStripe, stripeSubscription } from "../../../test/fake-stripe";
import { createTestApp } from "../../../test/test-app";
import { billingEvents, plans, subscriptions } from "../../db/schema";
import { STRIPE_API_VERSION } from "./providers/stripe-client";

const fake = await startFakeStripe();
afterAll(() => fake.close());
const webhookSecret = "whsec_taxlane_test";
const connectWebhookSecret = "whsec_taxlane_connect_test";
const { app } = await createTestApp({
  STRIPE_SECRET_KEY: "sk_test_taxlane",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
  STRIPE_API_URL: fake.url,
});
const [basic] = await app.services.db.select().from(plans).orderBy(plans.id);
if (!basic) throw new Error("the plans are not installed");
const day = 24 * 60 * 60 * 1000;
const settle = () => app.services.jobs.drain([app.services.billing.webhooks.queue]);
let eventCount = 0;

/**
 * Posts an event signed as Stripe signs it (by the account's endpoint, or `from` a Connect endpoint
 * about a connected account); answers the status.
 */
async function deliver(
  type: string,
  object: object,
  created = Math.floor(Date.now() / 1000),
  from: { secret: string; account: string } | undefined = undefined,
) {
  const id = `evt_${++eventCount}_${Date.now()}`;
  const body = JSON.stringify({
    id,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created,
    type,
    ...(from ? { account: from.account } : {}),
    data: { object },
  });
  const secret = from?.secret ?? webhookSecret;
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  const response = await app.inject({
    method: "POST",
    url: "/api/Subscription/Webhook",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    body,
  });
  return { status: response.statusCode, id, body, signature };
}

async function mine(user: TestUser): Promise<MySubscription> {
  return (
    await app.inject({ url: "/api/Subscription/GetMySubscription", headers: bearer(user) })
  ).json<MySubscription>();
}

/** A professional whose Stripe Checkout completed: Stripe holds a trialing subscription for them. */
async function checkedOut(unitAmount?: number): Promise<{ user: TestUser; subscriptionId: string }> {
  const user = await createSignedInUser(app, 2);
  const response = await app.inject({
    method: "POST",
    url: "/api/Subscription/CreateCheckoutSession",
    headers: bearer(user),
    payload: { planId: basic?.id, interval: "month" },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const subscriptionId = `sub_test_${user.id}`;
  holdTrialAtStripe(subscriptionId, user, unitAmount);
  return { user, subscriptionId };
}

/** Stripe holds a monthly Basic subscription in its 30-day trial for the person. */
function holdTrialAtStripe(subscriptionId: string, user: TestUser, unitAmount?: number) {
  const now = new Date();
  fake.subscriptions.set(
    subscriptionId,
    stripeSubscription({
      id: subscriptionId,
      userId: user.id,
      planId: basic?.id ?? 0,
      status: "trialing",
      interval: "month",
      start: now,
      end: new Date(now.getTime() + 30 * day),
      trialEnd: new Date(now.getTime() + 30 * day),
      ...(unitAmount === undefined ? {} : { unitAmount }),
    }),
  );
}

describe("billing through Stripe (its client against a fake server)", () => {
  it("opens Checkout in subscription mode with the 30-day trial, at the pinned API version", async () => {
    const before = fake.calls.length;
    const { user } = await checkedOut();
    const call = fake.calls.slice(before).find((entry) => entry.path === "/v1/checkout/sessions");
    expect(call?.method).toBe("POST");
    const params = call?.params;
    expect(params?.get("mode")).toBe("subscription");
    expect(params?.get("subscription_data[trial_period_days]")).toBe("30");
    expect(params?.get("subscription_data[metadata][userId]")).toBe(String(user.id));
    expect(params?.get("line_items[0][price_data][unit_amount]")).toBe("19900");
    expect(params?.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(params?.get("success_url")).toMatch(/\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(params?.get("cancel_url")).toMatch(/\/payment-faile\?reason=canceled$/);
    expect(call?.version).toBe(STRIPE_API_VERSION);
    expect(STRIPE_API_VERSION).toBe("2026-10-28.endive");
    const test = await app.inject({
      url: "/api/Subscription/GetTestCheckout?session=cs_x",
      headers: bearer(user),
    });
    expect(test.statusCode).toBe(404);
  });

  it("starts the trial from checkout.session.completed, re-reading the subscription from Stripe", async () => {
    const { user, subscriptionId } = await checkedOut();
    const event = await deliver("checkout.session.completed", {
      id: "cs_test_done",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: String(user.id),
      subscription: subscriptionId,
      customer_details: { email: "someone@example.test" },
    });
    expect(event.status).toBe(200);
    await settle();
    const { subscription, canSendQuotes } = await mine(user);
    expect(canSendQuotes).toBe(true);
    expect(subscription).toMatchObject({
      status: "trialing",
      interval: "month",
      card: { brand: "visa", last4: "4242" },
    });
    const [ledger] = await app.services.db.select().from(billingEvents).where(eq(billingEvents.id, event.id));
    expect(ledger?.outcome).toBe("applied");
    expect(JSON.stringify(ledger?.data)).not.toContain("someone@example.test");
  });

  it("matches a checkout completed on the practice's own Payment Link to the professional by the payer's e-mail", async () => {
    const user = await createSignedInUser(app, 2);
    const subscriptionId = `sub_link_${user.id}`;
    const now = new Date();
    const held = stripeSubscription({
      id: subscriptionId,
      userId: 0,
      planId: 0,
      status: "active",
      interval: "year",
      start: now,
      end: new Date(now.getTime() + 365 * day),
      unitAmount: 215_000,
    });
    held.metadata = {};
    fake.subscriptions.set(subscriptionId, held);
    const session = {
      id: `cs_link_${user.id}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: null,
      customer_details: { email: user.email.toUpperCase() },
      subscription: subscriptionId,
    };
    fake.checkoutSessions.set(session.id, session);
    const completed = await deliver("checkout.session.completed", session);
    expect(completed.status).toBe(200);
    await settle();
    expect(held.metadata).toEqual({ userId: String(user.id), planId: String(basic?.id), interval: "year" });
    const { subscription, canSendQuotes } = await mine(user);
    expect(canSendQuotes).toBe(true);
    expect(subscription).toMatchObject({ planName: "Basic", status: "active", interval: "year" });
    const [ledger] = await app.services.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, completed.id));
    expect(ledger?.outcome).toBe("applied");
    expect(JSON.stringify(ledger?.data)).not.toContain(user.email);
    // Later events about it find the professional through what the claim wrote on it.
    held.cancel_at_period_end = true;
    await deliver("customer.subscription.updated", held);
    await settle();
    expect((await mine(user)).subscription?.cancelAtPeriodEnd).toBe(true);

    // A payer whose e-mail no professional holds is left unmatched, and nobody gets the plan.
    fake.subscriptions.set("sub_link_stranger", { ...held, id: "sub_link_stranger", metadata: {} });
    const strangerSession = {
      ...session,
      id: "cs_link_stranger",
      customer_details: { email: "nobody@example.test" },
      subscription: "sub_link_stranger",
    };
    fake.checkoutSessions.set(strangerSession.id, strangerSession);
    const stranger = await deliver("checkout.session.completed", strangerSession);
    await settle();
    const [unmatched] = await app.services.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, stranger.id));
    expect(unmatched?.outcome).toBe("unmatched");
  });

  it("refuses a bad signature, processes a replay once, and keeps the newest state when events come out of order", async () => {
    const { user, subscriptionId } = await checkedOut();
    const forged = await app.inject({
      method: "POST",
      url: "/api/Subscription/Webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: JSON.stringify({ id: "evt_forged", type: "customer.subscription.deleted", data: { object: {} } }),
    });
    expect(forged.statusCode).toBe(400);

    // Stripe now holds the paid subscription; the "updated" event comes first, "created" after it.
    const paid = fake.subscriptions.get(subscriptionId) ?? {};
    paid.status = "active";
    paid.trial_end = null;
    const now = Math.floor(Date.now() / 1000);
    const updated = await deliver("customer.subscription.updated", paid, now);
    const created = await deliver("customer.subscription.created", { ...paid, status: "trialing" }, now - 60);
    expect([updated.status, created.status]).toEqual([200, 200]);
    const replay = await app.inject({
      method: "POST",
      url: "/api/Subscription/Webhook",
      headers: { "content-type": "application/json", "stripe-signature": updated.signature },
      body: updated.body,
    });
    expect(replay.statusCode).toBe(200);
    await settle();

    expect((await mine(user)).subscription?.status).toBe("active");
    const rows = await app.services.db.select().from(billingEvents).where(eq(billingEvents.id, updated.id));
    expect(rows).toHaveLength(1);

    await deliver("invoice.paid", {
      id: `in_test_${user.id}`,
      object: "invoice",
      amount_paid: 19900,
      currency: "usd",
      period_start: now,
      period_end: now + 30 * 86400,
      parent: { subscription_details: { subscription: subscriptionId } },
      lines: {
        data: [
          {
            description: "1 × Taxlane Basic (at $199.00 / month)",
            period: { start: now, end: now + 30 * 86400 },
          },
        ],
      },
      status_transitions: { paid_at: now },
    });
    await settle();
    expect((await mine(user)).receipts).toMatchObject([
      { amount: 199, currency: "USD", description: "1 × Taxlane Basic (at $199.00 / month)" },
    ]);
  });

  it("takes a connected account's event signed by the Connect endpoint, and refuses one signed by neither", async () => {
    const account = { id: "acct_test_connect", object: "account", charges_enabled: true };
    const connected = await deliver("account.updated", account, undefined, {
      secret: connectWebhookSecret,
      account: account.id,
    });
    expect(connected.status).toBe(200);
    const [ledger] = await app.services.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, connected.id));
    expect(ledger?.data).toMatchObject({
      subscriptionId: null,
      object: { id: account.id, kind: "account", account: account.id },
    });

    const forged = await deliver("account.updated", account, undefined, {
      secret: "whsec_someone_else",
      account: account.id,
    });
    expect(forged.status).toBe(400);
    const kept = await app.services.db.select().from(billingEvents).where(eq(billingEvents.id, forged.id));
    expect(kept).toHaveLength(0);
  });

  it("shows the price Stripe charges the subscription, not the plan's price now", async () => {
    // Begun before the plan was repriced from 179 to 199: Stripe renews it at 179.
    const { user, subscriptionId } = await checkedOut(17_900);
    await deliver("customer.subscription.created", fake.subscriptions.get(subscriptionId) ?? {});
    await settle();
    expect((await mine(user)).subscription?.nextCharge).toMatchObject({ amount: 179, interval: "month" });
  });

  it("keeps a person's first plan when a second checkout completes too, and ends the second with its trial", async () => {
    const { user, subscriptionId } = await checkedOut();
    await deliver("customer.subscription.created", fake.subscriptions.get(subscriptionId) ?? {});
    await settle();
    // A second Checkout of the same person, opened before the first completed, completes as well.
    const secondId = `sub_test_${user.id}_again`;
    holdTrialAtStripe(secondId, user);
    const before = fake.calls.length;
    await deliver("customer.subscription.created", fake.subscriptions.get(secondId) ?? {});
    await settle();
    const ended = fake.calls
      .slice(before)
      .find((call) => call.method === "POST" && call.path === `/v1/subscriptions/${secondId}`);
    expect(ended?.params.get("cancel_at_period_end")).toBe("true");
    expect(
      fake.calls
        .slice(before)
        .some((call) => call.method === "POST" && call.path === `/v1/subscriptions/${subscriptionId}`),
    ).toBe(false);
    const row = await app.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row.map((held) => held.providerSubscriptionId)).toEqual([subscriptionId]);
  });

  it("cancels at period end through Stripe, only for the caller, and undoes it", async () => {
    const { user, subscriptionId } = await checkedOut();
    await deliver("customer.subscription.created", fake.subscriptions.get(subscriptionId) ?? {});
    await settle();
    const stranger = await createSignedInUser(app, 2);
    const refused = await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${user.id}`,
      headers: bearer(stranger),
    });
    expect(refused.statusCode).toBe(403);

    const before = fake.calls.length;
    const cancelled = await app.inject({
      method: "POST",
      url: `/api/Subscription/Unsubscribe?userId=${user.id}`,
      headers: bearer(user),
    });
    expect(cancelled.statusCode).toBe(200);
    const update = fake.calls
      .slice(before)
      .find((call) => call.method === "POST" && call.path === `/v1/subscriptions/${subscriptionId}`);
    expect(update?.params.get("cancel_at_period_end")).toBe("true");
    expect((await mine(user)).subscription).toMatchObject({ cancelAtPeriodEnd: true, nextCharge: null });

    const undone = await app.inject({
      method: "POST",
      url: "/api/Subscription/UndoUnsubscribe",
      headers: bearer(user),
    });
    expect(undone.json<MySubscription>().subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it("switches to yearly from the trial's end through a subscription schedule", async () => {
    const { user, subscriptionId } = await checkedOut();
    await deliver("customer.subscription.created", fake.subscriptions.get(subscriptionId) ?? {});
    await settle();
    const before = fake.calls.length;
    const switched = await app.inject({
      method: "POST",
      url: "/api/Subscription/ChangeInterval",
      headers: bearer(user),
      payload: { interval: "year" },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json<MySubscription>().subscription).toMatchObject({
      interval: "month",
      pendingInterval: "year",
      nextCharge: { amount: 2150, interval: "year" },
    });
    const phases = fake.calls
      .slice(before)
      .find((call) => /^\/v1\/subscription_schedules\/.+/.test(call.path));
    expect(phases?.params.get("phases[1][items][0][price_data][recurring][interval]")).toBe("year");
    expect(phases?.params.get("phases[1][items][0][price_data][unit_amount]")).toBe("215000");
    expect(phases?.params.get("proration_behavior")).toBe("none");
  });
});
