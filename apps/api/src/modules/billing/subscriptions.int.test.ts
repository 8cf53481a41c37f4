import type { MySubscription } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { subscriptionsTestApp } from "../../../test/subscriptions-app";
import { createTestApp } from "../../../test/test-app";
import { subscriptions } from "../../db/schema";

const { clock, database, app, day, basic, standard, settle, professional, checkout, pay, mine, startTrial } =
  await subscriptionsTestApp();

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
    // Another professional without a plan still reads no: the flag is the plan that covers this person.
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
