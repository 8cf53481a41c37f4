import type { BillingInterval } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import Stripe from "stripe";
import { seatPricesOf } from "../plan-catalog";
import { priceOf } from "../subscription-state";
import {
  type BillingProvider,
  fromStripeSubscription,
  readEvent,
  SEAT_ITEM_KIND,
  type SeatChange,
  toCents,
} from "./provider";
import { stripeClient, unlessMissing } from "./stripe-client";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect endpoint, from which Stripe sends the professionals' connected
   * accounts' events (account.updated); unset when no Connect endpoint is set up.
   */
  connectWebhookSecret?: string | undefined;
  /** Another address for Stripe's API (tests point it at a fake server on 127.0.0.1). */
  apiUrl: string | undefined;
  publicUrl: string;
}

/**
 * Checks a webhook body's signature against each signing secret (the account's endpoint, then the
 * Connect endpoint's) and answers the event; throws when none of them signed it.
 */
function constructEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  secrets: readonly string[],
): Stripe.Event {
  let refusal: unknown;
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      refusal = error;
    }
  }
  throw refusal;
}

const expand = ["default_payment_method"];

const isSeatItem = (item: Stripe.SubscriptionItem) => item.metadata?.kind === SEAT_ITEM_KIND;
const productOf = (item: Stripe.SubscriptionItem) =>
  typeof item.price.product === "string" ? item.price.product : item.price.product.id;

/**
 * The seats as a second item of the subscription: its quantity changed, or the item added at the
 * seat's price for the subscription's interval (on the plan's product). Stripe prorates by default.
 */
async function setSeats(stripe: Stripe, id: string, change: SeatChange) {
  const current = await stripe.subscriptions.retrieve(id);
  const planItem = current.items.data.find((item) => !isSeatItem(item));
  if (!planItem) throw new Error(`subscription ${id} has no item`);
  const seatItem = current.items.data.find(isSeatItem);
  const options = { idempotencyKey: change.idempotencyKey };
  if (seatItem) {
    await stripe.subscriptionItems.update(seatItem.id, { quantity: change.quantity }, options);
  } else if (change.quantity > 0) {
    const interval = planItem.price.recurring?.interval === "year" ? "year" : "month";
    await stripe.subscriptionItems.create(
      {
        subscription: id,
        quantity: change.quantity,
        metadata: { kind: SEAT_ITEM_KIND },
        price_data: {
          currency: "usd",
          product: productOf(planItem),
          unit_amount: change.prices[interval],
          recurring: { interval },
        },
      },
      options,
    );
  }
  return fromStripeSubscription(await stripe.subscriptions.retrieve(id, { expand }));
}

/**
 * Stripe: Checkout in subscription mode with the plan's trial (`trial_period_days`), the card taken
 * there and charged when the trial ends; cancel at period end and its undo; a switch of interval
 * from the next period through a subscription schedule.
 */
export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const stripe = stripeClient(settings);
  const { publicUrl } = settings;
  const webhookSecrets = [settings.webhookSecret, settings.connectWebhookSecret].filter(
    (secret): secret is string => Boolean(secret),
  );

  return {
    name: "stripe",

    async createCheckout(_executor, { userId, email, plan, interval }) {
      const metadata = { userId: String(userId), planId: String(plan.id), interval };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer_email: email,
        client_reference_id: String(userId),
        payment_method_collection: "always",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: toCents(priceOf(plan, interval)),
              recurring: { interval },
              product_data: { name: `Taxlane ${plan.name}`, metadata: { planId: String(plan.id) } },
            },
          },
        ],
        subscription_data: { trial_period_days: plan.trialDays, metadata },
        metadata,
        success_url: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/payment-faile?reason=canceled`,
      });
      if (!session.url) throw new Error(t("operator.stripeSessionWithoutUrl"));
      return { url: session.url };
    },

    async retrieveSubscription(_executor, id) {
      const subscription = await unlessMissing(stripe.subscriptions.retrieve(id, { expand }));
      return subscription ? fromStripeSubscription(subscription) : null;
    },

    async setCancelAtPeriodEnd(_executor, id, cancel) {
      return fromStripeSubscription(
        await stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand }),
      );
    },

    async setPendingInterval(_executor, id, interval, plan) {
      const current = await stripe.subscriptions.retrieve(id, { expand });
      const item = current.items.data.find((entry) => !isSeatItem(entry));
      if (!item) throw new Error(`subscription ${id} has no item`);
      const currentInterval = item.price.recurring?.interval === "year" ? "year" : "month";
      const next = interval ?? currentInterval;
      const product = productOf(item);
      // The further seats go on in both phases, at the next interval's seat price in the second.
      const seats = current.items.data.find(isSeatItem);
      const seatPrices = seatPricesOf(plan);
      const seatsNow = seats?.quantity ? [{ price: seats.price.id, quantity: seats.quantity }] : [];
      const seatsNext =
        seats?.quantity && seatPrices
          ? [
              {
                quantity: seats.quantity,
                metadata: { kind: SEAT_ITEM_KIND },
                price_data: {
                  currency: "usd",
                  product,
                  unit_amount: seatPrices[next],
                  recurring: { interval: next },
                },
              },
            ]
          : [];
      // The current phase runs to the period's end as it is; the next one charges the new interval's price.
      const schedule =
        typeof current.schedule === "string"
          ? await stripe.subscriptionSchedules.retrieve(current.schedule)
          : (current.schedule ?? (await stripe.subscriptionSchedules.create({ from_subscription: id })));
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: "release",
        proration_behavior: "none",
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }, ...seatsNow],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
            ...(current.status === "trialing" ? { trial_end: item.current_period_end } : {}),
          },
          {
            items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  product,
                  unit_amount: toCents(priceOf(plan, next)),
                  recurring: { interval: next },
                },
              },
              ...seatsNext,
            ],
          },
        ],
      });
      const pending = next !== currentInterval;
      const metadata = {
        ...current.metadata,
        pendingInterval: pending ? next : "",
        pendingPrice: pending ? String(toCents(priceOf(plan, next))) : "",
      };
      return fromStripeSubscription(await stripe.subscriptions.update(id, { metadata, expand }));
    },

    setSeatQuantity(_executor, id, change) {
      return setSeats(stripe, id, change);
    },

    async unclaimedCheckout(_executor, sessionId) {
      const session = await unlessMissing(
        stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] }),
      );
      if (!session) return null;
      const email = session.customer_details?.email ?? session.customer_email;
      const sub = session.subscription;
      if (!email || !sub || typeof sub === "string") return null;
      const price = sub.items.data[0]?.price;
      const recurring: string | undefined = price?.recurring?.interval;
      const interval: BillingInterval | null =
        recurring === "month" ? "month" : recurring === "year" ? "year" : null;
      if (!interval) return null;
      const named = (value: string | undefined) => {
        const id = Number(value);
        return Number.isInteger(id) && id > 0 ? id : null;
      };
      return {
        email,
        subscriptionId: sub.id,
        interval,
        price: typeof price?.unit_amount === "number" ? price.unit_amount / 100 : null,
        planId: named(sub.metadata?.planId),
        userId: named(sub.metadata?.userId),
      };
    },

    async claimSubscription(_executor, id, owner) {
      const metadata = {
        userId: String(owner.userId),
        planId: String(owner.planId),
        interval: owner.interval,
      };
      await stripe.subscriptions.update(id, { metadata });
    },

    async verifyEvent(rawBody, signature) {
      return readEvent(constructEvent(stripe, rawBody, signature ?? "", webhookSecrets));
    },
  };
}
