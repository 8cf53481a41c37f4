import { randomBytes } from "node:crypto";
import type { Executor } from "../../../db/client";
import type { Clock } from "../../../lib/clock";

/** Hands a signed event to the webhook intake, in the caller's transaction (the same path as POST /Subscription/Webhook). */
export type DeliverEvent = (executor: Executor, rawBody: Buffer, signature: string) => Promise<void>;

/** A Stripe-looking id of a local provider's object: `cs_local_…`, `evt_local_…`. */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

/** Stripe's times: whole seconds since 1970. */
export const unixSeconds = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 1000));

/**
 * How a local test provider tells the app what happened: Stripe-shaped events, signed with the
 * webhook secret exactly as Stripe signs them, handed to the webhook intake in the caller's
 * transaction. The intake is connected after the provider is made (it is made from the provider).
 */
export function createSignedEvents(deps: { clock: Clock; webhookSecret: string }) {
  const { clock, webhookSecret } = deps;
  let deliver: DeliverEvent | undefined;

  return {
    connect(intake: DeliverEvent) {
      deliver = intake;
    },

    /** `account`: the connected account an event of a Connect endpoint comes from. */
    async emit(executor: Executor, type: string, object: object, account?: string): Promise<void> {
      if (!deliver) throw new Error("the local provider has no webhook intake");
      const payload = JSON.stringify({
        id: localId("evt"),
        object: "event",
        api_version: "local",
        created: unixSeconds(clock.now()),
        ...(account ? { account } : {}),
        type,
        data: { object },
      });
      // Signed now (the signature's age is checked against the real time, whatever the app's clock says).
      // Stripe's SDK loads with the first event, not with the server.
      const { default: Stripe } = await import("stripe");
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      await deliver(executor, Buffer.from(payload), signature);
    },
  };
}

export type SignedEvents = ReturnType<typeof createSignedEvents>;
