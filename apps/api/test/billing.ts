import type { FastifyInstance } from "fastify";
import { bearer, type TestUser } from "./factories";

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
