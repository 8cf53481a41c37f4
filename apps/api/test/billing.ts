import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { plans, subscriptions } from "../src/db/schema";
import { bearer, type TestUser } from "./factories";

/**
 * Gives a professional a paid yearly Basic plan (or the plan of `code`), as a provider other than
 * the app's would have left it, so calls a plan unlocks (sending quotes, members beyond those
 * included) work in tests about something else.
 */
export async function givePlan(
  app: FastifyInstance,
  userId: number,
  status: "trialing" | "active" | "past_due" | "canceled" = "active",
  code = "expert-basic",
): Promise<void> {
  const now = app.services.clock.now();
  const [plan] = await app.services.db.select().from(plans).where(eq(plans.code, code));
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

/** POST /Subscription/CreateCheckoutSession as `user`. */
export function createCheckout(app: FastifyInstance, user: TestUser, body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/Subscription/CreateCheckoutSession",
    headers: bearer(user),
    payload: body,
  });
}

/** Pays the local provider's test checkout `session` with a test card. */
export function payTestCheckout(
  app: FastifyInstance,
  user: TestUser,
  session: string,
  cardNumber: string,
  expiry = "12 / 34",
) {
  return app.inject({
    method: "POST",
    url: "/api/Subscription/PayTestCheckout",
    headers: bearer(user),
    payload: { session, cardNumber, expiry, cvc: "123" },
  });
}

/** The session id in a checkout's `/payment?session=…` address. */
export const sessionOf = (url: string) => new URL(url, "http://x").searchParams.get("session") ?? "";

/** Works the webhook events queued so far, as the job runner would. */
export const settleBilling = (app: FastifyInstance) =>
  app.services.jobs.drain([app.services.billing.webhooks.queue]);
