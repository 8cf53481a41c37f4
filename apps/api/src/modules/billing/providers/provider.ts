import type { BillingInterval, SubscriptionStatus } from "@taxlane/contract";
import { z } from "zod";
import type { Executor } from "../../../db/client";
import type { PlanRow } from "../billing.repository";
import type { SeatPrices } from "../plan-catalog";

/** A subscription as the provider holds it, read back whenever an event about it arrives. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  userId: number;
  planId: number;
  interval: BillingInterval;
  pendingInterval: BillingInterval | null;
  /** The price each period is charged at (dollars); null when the provider did not say. */
  price: number | null;
  /** What the pending interval will be charged at (billing writes it into the metadata). */
  pendingPrice: number | null;
  /** Null while the provider has not started it (Stripe's "incomplete"). */
  status: SubscriptionStatus | null;
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  card: { brand: string; last4: string } | null;
  /** The further seats charged on it (the seat item's quantity); 0 when it has none. */
  seats: number;
}

/** The further seats a practice's paying owner is charged for, set on their subscription. */
export interface SeatChange {
  /** Members beyond the included ones (0 takes the charge off). */
  quantity: number;
  /** The seat's price per interval; the subscription's interval decides which is charged. */
  prices: SeatPrices;
  /** The same change sent again (a retry) carries the same key, so it is made once. */
  idempotencyKey: string;
}

/** The subscription item that charges further seats is marked so in its metadata. */
export const SEAT_ITEM_KIND = "seats";

export interface CheckoutInput {
  userId: number;
  email: string;
  plan: PlanRow;
  interval: BillingInterval;
}

/** A verified event, reduced to what processing needs. */
export interface VerifiedEvent {
  id: string;
  type: string;
  createdAt: Date;
  data: BillingEventData;
}

export interface BillingEventData {
  subscriptionId: string | null;
  /**
   * The object an event is about when billing has no use for it (a payment's checkout, payment
   * intent, charge, dispute or connected account), for the consumer the composition gave the intake.
   */
  object?: EventObjectRef | null;
  /**
   * A checkout completed without our reference to a person (a Stripe Payment Link the practice set
   * up itself): its session, re-read from the provider to learn who paid (the ledger keeps no e-mail).
   */
  unclaimedCheckoutId?: string | null;
  invoice: {
    id: string;
    amount: number;
    currency: string;
    description: string;
    periodStart: string;
    periodEnd: string;
    paidAt: string;
  } | null;
}

/** What an event is about: its type and the object's id and kind (Stripe's `object` field). */
export interface EventObjectRef {
  id: string;
  kind: string;
  /** The connected account an event of a Connect endpoint came from. */
  account: string | null;
}

/** Who completed a checkout billing did not open, and for which price. */
export interface UnclaimedCheckout {
  email: string;
  subscriptionId: string;
  interval: BillingInterval;
  /** The price charged each period (dollars); null when the provider did not say. */
  price: number | null;
  /** A plan the checkout names in its subscription's metadata (`planId`), if it does. */
  planId: number | null;
  /** The person its subscription's metadata names (`userId`), once claimed. */
  userId: number | null;
}

/**
 * What billing needs from a payment provider: Stripe when STRIPE_SECRET_KEY is set, else the local
 * provider. Both speak Stripe's event shapes and signatures, so the webhook path is one.
 */
export interface BillingProvider {
  readonly name: "local" | "stripe";
  /** Where to send the browser to give a card and start the trial. */
  createCheckout(executor: Executor, input: CheckoutInput): Promise<{ url: string }>;
  /** The provider's current state of a subscription; null when it does not know it. */
  retrieveSubscription(executor: Executor, id: string): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(executor: Executor, id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Charges `interval`'s price from the next period (or the trial's end) on; null keeps the current one. */
  setPendingInterval(
    executor: Executor,
    id: string,
    interval: BillingInterval | null,
    plan: PlanRow,
  ): Promise<ProviderSubscription>;
  /**
   * Sets the further seats charged on the subscription (a second item with a quantity), prorated as
   * Stripe does by default: the change within a period is charged or credited on the next invoice.
   */
  setSeatQuantity(executor: Executor, id: string, change: SeatChange): Promise<ProviderSubscription>;
  /** A checkout completed outside billing (a Payment Link): who paid and for what; null when unknown. */
  unclaimedCheckout(executor: Executor, sessionId: string): Promise<UnclaimedCheckout | null>;
  /** Names the person and plan on a subscription begun outside billing, so its events find them. */
  claimSubscription(
    executor: Executor,
    subscriptionId: string,
    owner: { userId: number; planId: number; interval: BillingInterval },
  ): Promise<void>;
  /** Checks the signature over the raw body (Stripe's `constructEvent`) and reads the event; throws when bad. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<VerifiedEvent>;
}

const unixDate = z.number().transform((seconds) => new Date(seconds * 1000));
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((value) => value.id)]);
const intervalSchema = z.enum(["month", "year"]);

/** The parts of a Stripe subscription object billing reads (the local provider writes the same shape). */
const stripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  status: z.string(),
  trial_end: unixDate.nullish(),
  cancel_at_period_end: z.boolean(),
  canceled_at: unixDate.nullish(),
  ended_at: unixDate.nullish(),
  current_period_start: unixDate.nullish(),
  current_period_end: unixDate.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z.array(
      z.object({
        quantity: z.number().nullish(),
        metadata: z.record(z.string(), z.string()).nullish(),
        current_period_start: unixDate.nullish(),
        current_period_end: unixDate.nullish(),
        price: z
          .object({
            unit_amount: z.number().nullish(),
            recurring: z.object({ interval: z.string() }).nullish(),
          })
          .nullish(),
      }),
    ),
  }),
  default_payment_method: z
    .union([z.string(), z.object({ card: z.object({ brand: z.string(), last4: z.string() }).nullish() })])
    .nullish(),
});

const statusOf = (status: string): SubscriptionStatus | null => {
  switch (status) {
    case "trialing":
    case "active":
    case "past_due":
    case "canceled":
      return status;
    case "unpaid":
    case "paused":
      return "past_due";
    case "incomplete_expired":
      return "canceled";
    default:
      return null;
  }
};

/** Reads a Stripe-shaped subscription; throws when it lacks what billing put in its metadata. */
export function fromStripeSubscription(object: unknown): ProviderSubscription {
  const sub = stripeSubscriptionSchema.parse(object);
  // The plan's item is the one not marked as the seats'.
  const item = sub.items.data.find((entry) => entry.metadata?.kind !== SEAT_ITEM_KIND);
  const seatItem = sub.items.data.find((entry) => entry.metadata?.kind === SEAT_ITEM_KIND);
  const metadata = sub.metadata ?? {};
  const userId = Number(metadata.userId);
  const planId = Number(metadata.planId);
  if (!Number.isInteger(userId) || !Number.isInteger(planId)) {
    throw new Error(`subscription ${sub.id} has no userId or planId in its metadata`);
  }
  const start = item?.current_period_start ?? sub.current_period_start;
  const end = item?.current_period_end ?? sub.current_period_end;
  if (!start || !end) throw new Error(`subscription ${sub.id} has no current period`);
  const interval = intervalSchema.parse(item?.price?.recurring?.interval ?? metadata.interval);
  const pending = intervalSchema.safeParse(metadata.pendingInterval);
  const pendingInterval = pending.success && pending.data !== interval ? pending.data : null;
  const unitAmount = item?.price?.unit_amount;
  const pendingCents = Number(metadata.pendingPrice);
  const card =
    typeof sub.default_payment_method === "object" && sub.default_payment_method?.card
      ? sub.default_payment_method.card
      : metadata.cardLast4
        ? { brand: metadata.cardBrand ?? "card", last4: metadata.cardLast4 }
        : null;
  return {
    id: sub.id,
    customerId: sub.customer ?? null,
    userId,
    planId,
    interval,
    pendingInterval,
    price: typeof unitAmount === "number" ? unitAmount / 100 : null,
    pendingPrice:
      pendingInterval && metadata.pendingPrice && Number.isInteger(pendingCents) ? pendingCents / 100 : null,
    status: statusOf(sub.status),
    trialEndsAt: sub.status === "trialing" ? (sub.trial_end ?? null) : null,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at ?? null,
    endedAt: sub.ended_at ?? null,
    card,
    seats: seatItem?.quantity ?? 0,
  };
}

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: unixDate,
  account: z.string().nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const objectRefSchema = z.object({ id: z.string(), object: z.string() });

const invoiceSchema = z.object({
  id: z.string(),
  amount_paid: z.number(),
  currency: z.string(),
  description: z.string().nullish(),
  period_start: unixDate,
  period_end: unixDate,
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() }).nullish(),
  lines: z
    .object({
      data: z.array(
        z.object({
          description: z.string().nullish(),
          period: z.object({ start: unixDate, end: unixDate }).nullish(),
        }),
      ),
    })
    .nullish(),
  status_transitions: z.object({ paid_at: unixDate.nullish() }).nullish(),
});

/** What processing needs from a verified event: which subscription to re-read, and a paid invoice. */
export function readEvent(event: unknown): VerifiedEvent {
  const parsed = eventSchema.parse(event);
  const object = parsed.data.object;
  const base = { id: parsed.id, type: parsed.type, createdAt: parsed.created };
  if (parsed.type.startsWith("customer.subscription.")) {
    return { ...base, data: { subscriptionId: z.string().parse(object.id), invoice: null } };
  }
  const ref = objectRefSchema.safeParse(object);
  const objectRef = ref.success
    ? { id: ref.data.id, kind: ref.data.object, account: parsed.account ?? null }
    : null;
  if (parsed.type === "checkout.session.completed" && object.mode === "payment") {
    return { ...base, data: { subscriptionId: null, invoice: null, object: objectRef } };
  }
  if (parsed.type === "checkout.session.completed") {
    const subscription = idOf.nullish().parse(object.subscription) ?? null;
    // Billing's own checkouts name the person; one without (a Payment Link) is matched by its payer.
    const ours = z.string().min(1).safeParse(object.client_reference_id).success;
    const unclaimedCheckoutId = ours || !subscription ? null : z.string().parse(object.id);
    return { ...base, data: { subscriptionId: subscription, invoice: null, unclaimedCheckoutId } };
  }
  if (parsed.type === "invoice.paid" || parsed.type === "invoice.payment_failed") {
    const invoice = invoiceSchema.parse(object);
    const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
    const line = invoice.lines?.data[0];
    const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
    const paid =
      parsed.type === "invoice.paid" && invoice.amount_paid > 0
        ? {
            id: invoice.id,
            amount: invoice.amount_paid / 100,
            currency: invoice.currency.toUpperCase(),
            description: line?.description ?? invoice.description ?? "Taxlane plan",
            periodStart: period.start.toISOString(),
            periodEnd: period.end.toISOString(),
            paidAt: (invoice.status_transitions?.paid_at ?? parsed.created).toISOString(),
          }
        : null;
    return { ...base, data: { subscriptionId, invoice: paid } };
  }
  return { ...base, data: { subscriptionId: null, invoice: null, object: objectRef } };
}

/** The amount in cents a price in dollars is charged as. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
