import { eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { bearer } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert } from "../../../test/marketplace";
import { subscriptionsTestApp } from "../../../test/subscriptions-app";
import { multipart } from "../../../test/uploads";
import { billingEvents, reminders, subscriptions } from "../../db/schema";
import { seedDemoPlans } from "./demo-plans";

const {
  clock,
  app,
  day,
  remind,
  noticesTo,
  settle,
  professional,
  fresh,
  mine,
  startTrial,
  signed,
  postWebhook,
} = await subscriptionsTestApp();

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
