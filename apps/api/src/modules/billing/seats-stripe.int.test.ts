import { type PracticeAnswer, RoleId } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { startFakeStripe, stripeSubscription } from "../../../test/fake-stripe";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { plans, practiceSeatBilling } from "../../db/schema";
import { STRIPE_API_VERSION } from "./providers/stripe-client";

const fake = await startFakeStripe();
afterAll(() => fake.close());
const webhookSecret = "whsec_taxlane_seats_test";
const { app } = await createTestApp({
  STRIPE_SECRET_KEY: "sk_test_taxlane",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: fake.url,
  RATE_LIMIT_PER_MINUTE: "100000",
});
const [standard] = await app.services.db.select().from(plans).where(eq(plans.code, "expert-standard"));
if (!standard) throw new Error("the plans are not installed");
const day = 24 * 60 * 60 * 1000;
const { get, post } = practiceCalls(app);
const settle = () =>
  app.services.jobs.drain([app.services.billing.seats.queue, app.services.billing.webhooks.queue]);

/** An owner whose monthly Standard plan Stripe holds (told to billing by its event), with a practice. */
async function ownerOnStandard(): Promise<{ owner: TestUser; subscriptionId: string }> {
  const owner = await createSignedInUser(app, RoleId.expert);
  const subscriptionId = `sub_seats_${owner.id}`;
  const now = new Date();
  const subscription = stripeSubscription({
    id: subscriptionId,
    userId: owner.id,
    planId: standard?.id ?? 0,
    status: "active",
    interval: "month",
    start: now,
    end: new Date(now.getTime() + 30 * day),
    unitAmount: 34_900,
  });
  fake.subscriptions.set(subscriptionId, subscription);
  const body = JSON.stringify({
    id: `evt_seats_${owner.id}`,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    type: "customer.subscription.created",
    data: { object: subscription },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
  const delivered = await app.inject({
    method: "POST",
    url: "/api/Subscription/Webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  expect(delivered.statusCode).toBe(200);
  await settle();
  await createPractice(app, owner);
  return { owner, subscriptionId };
}

const itemCalls = (from: number) =>
  fake.calls
    .slice(from)
    .filter((call) => call.method === "POST" && call.path.startsWith("/v1/subscription_items"));

describe("seats on a Stripe subscription (its client against a fake server)", () => {
  it("adds a seat item with the further members' quantity, then changes it, each with its idempotency key", async () => {
    const { owner, subscriptionId } = await ownerOnStandard();
    const before = fake.calls.length;
    const first = await joinedMember(app, owner, "preparer");
    await joinedMember(app, owner, "preparer");
    await joinedMember(app, owner, "assistant");
    await settle();
    const practiceId = (await get(owner, "GetPractice")).json<PracticeAnswer>().practice?.id;
    const [added] = itemCalls(before);
    expect(added?.path).toBe("/v1/subscription_items");
    expect(added?.params.get("subscription")).toBe(subscriptionId);
    expect(added?.params.get("quantity")).toBe("1");
    expect(added?.params.get("metadata[kind]")).toBe("seats");
    expect(added?.params.get("price_data[unit_amount]")).toBe("4900");
    expect(added?.params.get("price_data[recurring][interval]")).toBe("month");
    expect(added?.params.get("price_data[product]")).toBe("prod_test_1");
    expect(added?.params.has("proration_behavior")).toBe(false);
    expect(added?.idempotencyKey).toBe(`seats-${practiceId}-1-v3`);
    const items =
      (fake.subscriptions.get(subscriptionId)?.items as { data: { quantity?: number }[] } | undefined)
        ?.data ?? [];
    expect(items.map((item) => item.quantity ?? 1)).toEqual([1, 1]);

    const leaving = fake.calls.length;
    expect((await post(first, "LeavePractice")).statusCode).toBe(200);
    await settle();
    const [changed] = itemCalls(leaving);
    expect(changed?.path).toMatch(/^\/v1\/subscription_items\/si_seats_/);
    expect(changed?.params.get("quantity")).toBe("0");
    expect(changed?.idempotencyKey).toBe(`seats-${practiceId}-0-v4`);
    expect(items[1]?.quantity).toBe(0);
    expect((await get(owner, "GetPractice")).json<PracticeAnswer>().practice?.seats).toMatchObject({
      used: 3,
      extra: 0,
      pricePerSeatCents: 4900,
      interval: "month",
      canAddBeyond: true,
      billing: "done",
    });

    // Tried again (its first answer lost), the same change carries the same key: Stripe makes it once.
    const again = fake.calls.length;
    await app.services.db
      .update(practiceSeatBilling)
      .set({ syncedVersion: 3 })
      .where(eq(practiceSeatBilling.practiceId, practiceId ?? 0));
    await app.services.billing.seats.sync(practiceId ?? 0);
    expect(itemCalls(again).map((call) => call.idempotencyKey)).toEqual([`seats-${practiceId}-0-v4`]);
  });

  it("shows a refused change as failed, and leaves the membership as it is", async () => {
    const { owner, subscriptionId } = await ownerOnStandard();
    await joinedMember(app, owner, "preparer");
    await joinedMember(app, owner, "preparer");
    await settle();
    // Stripe no longer knows the subscription: the seat change is refused and waits to be tried again.
    fake.subscriptions.delete(subscriptionId);
    const member = await joinedMember(app, owner, "assistant");
    const practiceId = (await get(owner, "GetPractice")).json<PracticeAnswer>().practice?.id ?? 0;
    await expect(app.services.billing.seats.sync(practiceId)).rejects.toThrow();
    const { practice } = (await get(owner, "GetPractice")).json<PracticeAnswer>();
    expect(practice?.members.map((row) => row.userId)).toContain(member.id);
    expect(practice?.seats).toMatchObject({ used: 4, extra: 1, billing: "failed" });
    const [row] = await app.services.db
      .select()
      .from(practiceSeatBilling)
      .where(eq(practiceSeatBilling.practiceId, practiceId));
    expect(row?.failure).toMatch(/StripeInvalidRequestError|invalid_request_error/);
  });
});
