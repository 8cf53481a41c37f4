import { describe, expect, it } from "vitest";
import { fromStripeSubscription, readEvent } from "./provider";
import { expiryIsFuture, testCardOutcome } from "./test-cards";

const subscription = {
  id: "sub_1",
  object: "subscription",
  customer: { id: "cus_1" },
  status: "trialing",
  trial_end: 1_800_000_000,
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  metadata: { userId: "7", planId: "2", interval: "month", pendingInterval: "year", pendingPrice: "215000" },
  items: {
    data: [
      {
        current_period_start: 1_797_408_000,
        current_period_end: 1_800_000_000,
        price: { unit_amount: 19_900, recurring: { interval: "month" } },
      },
    ],
  },
  default_payment_method: { card: { brand: "visa", last4: "4242" } },
};

describe("reading Stripe's objects", () => {
  it("reads a subscription at the pinned version (the period on its item) with billing's metadata", () => {
    expect(fromStripeSubscription(subscription)).toEqual({
      id: "sub_1",
      customerId: "cus_1",
      userId: 7,
      planId: 2,
      interval: "month",
      pendingInterval: "year",
      price: 199,
      pendingPrice: 2150,
      status: "trialing",
      trialEndsAt: new Date(1_800_000_000_000),
      currentPeriodStart: new Date(1_797_408_000_000),
      currentPeriodEnd: new Date(1_800_000_000_000),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      card: { brand: "visa", last4: "4242" },
      seats: 0,
    });
    // The seats' item (marked so), wherever it is, is not the plan's: its quantity is the seats.
    const seatItem = { quantity: 2, metadata: { kind: "seats" }, price: { unit_amount: 4900 } };
    const withSeats = { ...subscription, items: { data: [seatItem, ...subscription.items.data] } };
    expect(fromStripeSubscription(withSeats)).toMatchObject({ price: 199, seats: 2 });
    expect(fromStripeSubscription({ ...subscription, status: "unpaid" }).status).toBe("past_due");
    expect(fromStripeSubscription({ ...subscription, status: "incomplete" }).status).toBeNull();
    expect(() => fromStripeSubscription({ ...subscription, metadata: {} })).toThrow(/metadata/);
    // A price the provider does not give is unknown, not zero.
    const unpriced = { ...subscription, items: { data: [{ ...subscription.items.data[0], price: null }] } };
    expect(fromStripeSubscription(unpriced)).toMatchObject({ price: null });
  });

  it("keeps from an event only which subscription to re-read and a paid invoice", () => {
    const base = { id: "evt_1", created: 1_800_000_000 };
    expect(
      readEvent({ ...base, type: "customer.subscription.updated", data: { object: subscription } }).data,
    ).toEqual({
      subscriptionId: "sub_1",
      invoice: null,
    });
    const invoice = {
      id: "in_1",
      amount_paid: 215_000,
      currency: "usd",
      period_start: 1_800_000_000,
      period_end: 1_831_536_000,
      subscription: "sub_legacy",
      parent: { subscription_details: { subscription: "sub_1" } },
      customer_email: "someone@example.test",
    };
    const paid = readEvent({ ...base, type: "invoice.paid", data: { object: invoice } });
    expect(paid.data.subscriptionId).toBe("sub_1");
    expect(paid.data.invoice).toMatchObject({ id: "in_1", amount: 2150, currency: "USD" });
    expect(JSON.stringify(paid.data)).not.toContain("someone@example.test");
    const free = readEvent({
      ...base,
      type: "invoice.paid",
      data: { object: { ...invoice, amount_paid: 0 } },
    });
    expect(free.data.invoice).toBeNull();
    expect(readEvent({ ...base, type: "charge.refunded", data: { object: {} } }).data).toEqual({
      subscriptionId: null,
      invoice: null,
      object: null,
    });
    // Events billing has no use for keep only what their object is, for the payments consumer.
    const refunded = readEvent({
      ...base,
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge", billing_details: { email: "someone@example.test" } } },
    });
    expect(refunded.data.object).toEqual({ id: "ch_1", kind: "charge", account: null });
    expect(JSON.stringify(refunded.data)).not.toContain("someone@example.test");
    const paidCheckout = readEvent({
      ...base,
      type: "checkout.session.completed",
      data: { object: { id: "cs_1", object: "checkout.session", mode: "payment", subscription: null } },
    });
    expect(paidCheckout.data).toEqual({
      subscriptionId: null,
      invoice: null,
      object: { id: "cs_1", kind: "checkout.session", account: null },
    });
  });
});

describe("the local test checkout's cards", () => {
  it("saves Stripe's test cards, refuses the declining ones with their code, and knows no others", () => {
    expect(testCardOutcome("4242424242424242")).toEqual({
      kind: "saved",
      brand: "Visa",
      failsCharges: false,
    });
    expect(testCardOutcome("4000056655665556")).toMatchObject({ kind: "saved" });
    expect(testCardOutcome("4000000000000341")).toMatchObject({ kind: "saved", failsCharges: true });
    expect(testCardOutcome("4000000000000002")).toEqual({ kind: "declined", code: "card_declined" });
    expect(testCardOutcome("4000000000009995")).toEqual({ kind: "declined", code: "insufficient_funds" });
    expect(testCardOutcome("4111111111111111")).toEqual({ kind: "unknown" });
  });

  it("takes an expiry from this month on", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(expiryIsFuture("11 / 26", now)).toBe(true);
    expect(expiryIsFuture("10/26", now)).toBe(false);
    expect(expiryIsFuture("01 / 27", now)).toBe(true);
  });
});
