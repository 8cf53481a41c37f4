import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { plans, subscriptions } from "../src/db/schema";

/**
 * Gives a professional a paid yearly Basic plan, as the provider would have left it, so calls a
 * plan unlocks (sending quotes) work in tests about something else.
 */
export async function givePlan(
  app: FastifyInstance,
  userId: number,
  status: "trialing" | "active" | "past_due" | "canceled" = "active",
): Promise<void> {
  const now = app.services.clock.now();
  const [plan] = await app.services.db.select().from(plans).where(eq(plans.code, "expert-basic"));
  if (!plan) throw new Error("the plans are not installed");
  const end = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  await app.services.db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    provider: "test",
    providerSubscriptionId: `sub_test_${userId}`,
    interval: "year",
    price: plan.yearlyPrice,
    status,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    createdAt: now,
    updatedAt: now,
  });
}
