import { FREE_TRIAL_DAYS, type MySubscription, RoleId } from "@taxlane/contract";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { createExpert } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, plans, subscriptions } from "../../db/schema";
import { localProviderRepository } from "./billing.repository";
import { startPaid } from "./subscription-state";

interface AdminPlan {
  id: number;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  active: boolean;
  subscribers: number;
}

/**
 * A plan of this test's own, off sale: the shared database's pricing page (which other tests read)
 * never shows it.
 */
async function ownPlan(app: FastifyInstance) {
  const [plan] = await app.services.db
    .insert(plans)
    .values({
      code: `test-plan-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      roleId: RoleId.expert,
      name: "Test plan",
      description: "A plan for a test.",
      monthlyPrice: 100,
      yearlyPrice: 1000,
      features: ["Testing"],
      trialDays: FREE_TRIAL_DAYS,
      active: false,
    })
    .returning();
  if (!plan) throw new Error("no plan");
  return plan;
}

describe("operators edit plans and prices", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db, clock } = app.services;
  const operator = await createSignedInUser(app, RoleId.admin);
  const { get, post } = callsAs(app);

  it("changes a plan's name and prices, audited; a subscription keeps the price it began at", async () => {
    const plan = await ownPlan(app);
    const expert = await createExpert(app);
    const now = clock.now();
    const periodEnd = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
    // The professional's plan (every test professional has one) moves to this test's plan.
    await db
      .update(subscriptions)
      .set({
        planId: plan.id,
        interval: "month",
        price: plan.monthlyPrice,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
      })
      .where(eq(subscriptions.userId, expert.id));
    const listed = (await get(operator, "/Admin/Plans")).json<AdminPlan[]>();
    expect(listed.find((row) => row.id === plan.id)).toMatchObject({ subscribers: 1, active: false });

    const saved = await post(operator, "/Admin/SavePlan", {
      id: plan.id,
      name: "Test plan, renamed",
      monthlyPrice: 129.5,
      yearlyPrice: 1290,
      active: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminPlan>()).toMatchObject({ name: "Test plan, renamed", monthlyPrice: 129.5 });
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "billing.plan-edited"), eq(auditEntries.subject, `plan:${plan.id}`)))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({
      actorUserId: operator.id,
      detail: expect.objectContaining({ monthlyPriceBefore: 100, monthlyPrice: 129.5 }),
    });

    const mine = (await get(expert, "/Subscription/GetMySubscription")).json<{
      subscription: {
        planName: string;
        currentPeriodEnd: string;
        nextCharge: { amount: number; at: string };
      };
    }>();
    expect(mine.subscription.planName).toBe("Test plan, renamed");
    // The paid period is left as it is, and so is the price it renews at.
    expect(mine.subscription.currentPeriodEnd).toBe(periodEnd.toISOString());
    expect(mine.subscription.nextCharge).toMatchObject({ amount: 100, at: periodEnd.toISOString() });

    for (const bad of [
      { monthlyPrice: 0 },
      { monthlyPrice: 10.005 },
      { name: " " },
      { yearlyPrice: "free" },
    ]) {
      const refused = await post(operator, "/Admin/SavePlan", {
        id: plan.id,
        name: "x",
        monthlyPrice: 1,
        yearlyPrice: 1,
        active: false,
        ...bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const missing = await post(operator, "/Admin/SavePlan", {
      id: 2_000_000_000,
      name: "x",
      monthlyPrice: 1,
      yearlyPrice: 1,
      active: false,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("renews a test-checkout plan at the price it began at after a reprice; a switch takes the new price", async () => {
    const plan = await ownPlan(app);
    const expert = await createExpert(app);
    const began = new Date(clock.now().getTime() - 40 * 24 * 60 * 60 * 1000);
    // A monthly plan at 100 whose period has ended, held by the test provider.
    const state = startPaid(began, "month", plan.monthlyPrice);
    const id = `sub_local_reprice_${expert.id}`;
    await localProviderRepository.insertSubscription(db, {
      id,
      customerId: `cus_local_reprice_${expert.id}`,
      userId: expert.id,
      planId: plan.id,
      cardBrand: "Visa",
      cardLast4: "4242",
      cardFailsCharges: false,
      state,
      updatedAt: began,
    });
    await db
      .update(subscriptions)
      .set({
        planId: plan.id,
        provider: "local",
        providerSubscriptionId: id,
        interval: "month",
        price: plan.monthlyPrice,
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: state.currentPeriodEnd,
      })
      .where(eq(subscriptions.userId, expert.id));
    const saved = await post(operator, "/Admin/SavePlan", {
      id: plan.id,
      name: plan.name,
      monthlyPrice: 150,
      yearlyPrice: 1500,
      active: false,
    });
    expect(saved.statusCode).toBe(200);

    await app.services.billing.runLocalClock();
    await app.services.jobs.drain([app.services.billing.webhooks.queue]);
    const renewed = (await get(expert, "/Subscription/GetMySubscription")).json<MySubscription>();
    expect(renewed.receipts.map((receipt) => receipt.amount)).toEqual([100]);
    expect(renewed.subscription).toMatchObject({ status: "active", nextCharge: { amount: 100 } });

    const switched = await post(expert, "/Subscription/ChangeInterval", { interval: "year" });
    expect(switched.statusCode).toBe(200);
    expect(switched.json<MySubscription>().subscription?.nextCharge).toMatchObject({
      amount: 1500,
      interval: "year",
    });
  });

  it("keeps a plan off sale from the pricing page and refuses its checkout", async () => {
    const plan = await ownPlan(app);
    const offered = (await get(null, "/Subscription/GetAllPlan")).json<{ id: number }[]>();
    expect(offered.map((row) => row.id)).not.toContain(plan.id);
    const expert = await createExpert(app);
    const checkout = await post(expert, "/Subscription/CreateCheckoutSession", {
      planId: plan.id,
      interval: "month",
    });
    expect(checkout.statusCode).toBe(404);
  });

  it("refuses the plan calls to taxpayers and professionals (403) and strangers (401); nothing changes", async () => {
    const plan = await ownPlan(app);
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const expert = await createExpert(app);
    for (const [user, status] of [
      [taxpayer, 403],
      [expert, 403],
      [null, 401],
    ] as const) {
      expect((await get(user, "/Admin/Plans")).statusCode).toBe(status);
      const saved = await post(user, "/Admin/SavePlan", {
        id: plan.id,
        name: "Forged",
        monthlyPrice: 1,
        yearlyPrice: 1,
        active: true,
      });
      expect(saved.statusCode).toBe(status);
    }
    const [after] = await db.select().from(plans).where(eq(plans.id, plan.id));
    expect(after).toMatchObject({ name: "Test plan", monthlyPrice: 100, active: false });
  });
});

describe("putting a plan back on sale", async () => {
  // Its own database: the plan shows on the pricing page, which other tests count.
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { databaseOnDisk: true });
  const operator = await createSignedInUser(app, RoleId.admin);
  const { get, post } = callsAs(app);

  it("shows it on the pricing page again", async () => {
    const plan = await ownPlan(app);
    const saved = await post(operator, "/Admin/SavePlan", {
      id: plan.id,
      name: "Back on sale",
      monthlyPrice: 150,
      yearlyPrice: 1500,
      active: true,
    });
    expect(saved.statusCode).toBe(200);
    const offered = (await get(null, "/Subscription/GetAllPlan")).json<
      { id: number; monthlyPrice: number }[]
    >();
    expect(offered.find((row) => row.id === plan.id)?.monthlyPrice).toBe(150);
  });
});
