import type { PayTestCheckoutRequest, TestCheckout } from "@taxlane/contract";
import { payTestCheckoutRequestSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { z } from "zod";
import type { Executor } from "../../../db/client";
import { conflict, fieldError, notFound } from "../../../lib/app-error";
import type { Clock } from "../../../lib/clock";
import {
  billingRepository,
  type LocalSubscriptionRow,
  localProviderRepository,
  type PlanRow,
} from "../billing.repository";
import { changeSeats, noSeats, type SeatState, seatCharge } from "../seat-charges";
import {
  addDays,
  afterCharge,
  type Charge,
  cancelAtPeriodEnd,
  due,
  priceOf,
  type SubscriptionState,
  startTrial,
  switchInterval,
  undoCancel,
} from "../subscription-state";
import {
  type BillingProvider,
  type CheckoutInput,
  fromStripeSubscription,
  type ProviderSubscription,
  readEvent,
  SEAT_ITEM_KIND,
  toCents,
} from "./provider";
import {
  createSignedEvents,
  type DeliverEvent,
  localId as token,
  unixSeconds as unix,
} from "./signed-events";
import { expiryIsFuture, testCardOutcome } from "./test-cards";

export type { DeliverEvent } from "./signed-events";

const sessionMinutes = 24 * 60;

const storedState = z.object({
  retryAt: z.coerce.date().nullable().default(null),
  status: z.enum(["trialing", "active", "past_due", "canceled"]),
  interval: z.enum(["month", "year"]),
  pendingInterval: z.enum(["month", "year"]).nullable(),
  price: z.number().nullable().default(null),
  pendingPrice: z.number().nullable().default(null),
  trialEndsAt: z.coerce.date().nullable(),
  currentPeriodStart: z.coerce.date(),
  currentPeriodEnd: z.coerce.date(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.coerce.date().nullable(),
  endedAt: z.coerce.date().nullable(),
  pastDueSince: z.coerce.date().nullable(),
  // Stored before seats were charged: none.
  seats: z.number().int().default(noSeats.seats),
  seatPriceCents: z.number().int().default(noSeats.seatPriceCents),
  prorationCents: z.number().int().default(noSeats.prorationCents),
  seatKey: z.string().nullable().default(noSeats.seatKey),
});

type LocalState = SubscriptionState & SeatState;

const stateOf = (row: LocalSubscriptionRow): LocalState => storedState.parse(row.state);

/** The seats of `from` kept on a state the state machine made (it knows nothing of them). */
const keepSeats = (from: SeatState, state: SubscriptionState): LocalState => ({
  ...state,
  seats: from.seats,
  seatPriceCents: from.seatPriceCents,
  prorationCents: from.prorationCents,
  seatKey: from.seatKey,
});

const sessionNotFound = () => notFound(t("billing.checkoutNotFound"));

/**
 * The local provider: a real test-mode payment provider inside the app, used when Stripe is not
 * configured. Its checkout page (`/payment?session=…`) takes Stripe's test card numbers, it holds
 * its subscriptions on the state machine and charges them on its own billing clock, and it tells
 * billing what happened through signed Stripe-shaped events on the webhook path.
 */
export function createLocalProvider(deps: { clock: Clock; webhookSecret: string }) {
  const { clock, webhookSecret } = deps;
  const events = createSignedEvents(deps);
  const { emit } = events;

  function subscriptionObject(row: LocalSubscriptionRow, state: LocalState) {
    const period = {
      current_period_start: unix(state.currentPeriodStart),
      current_period_end: unix(state.currentPeriodEnd),
    };
    // As Stripe holds further seats: a second item, its quantity the seats.
    const seatItem = {
      id: `${row.id}_seats`,
      quantity: state.seats,
      metadata: { kind: SEAT_ITEM_KIND },
      ...period,
      price: { unit_amount: state.seatPriceCents, recurring: { interval: state.interval } },
    };
    return {
      id: row.id,
      object: "subscription",
      customer: row.customerId,
      status: state.status,
      trial_end: unix(state.trialEndsAt),
      cancel_at_period_end: state.cancelAtPeriodEnd,
      canceled_at: unix(state.canceledAt),
      ended_at: unix(state.endedAt),
      metadata: {
        userId: String(row.userId),
        planId: String(row.planId),
        interval: state.interval,
        ...(state.pendingInterval ? { pendingInterval: state.pendingInterval } : {}),
        ...(state.pendingPrice === null ? {} : { pendingPrice: String(toCents(state.pendingPrice)) }),
      },
      items: {
        object: "list",
        data: [
          {
            quantity: 1,
            ...period,
            price: {
              unit_amount: state.price === null ? null : toCents(state.price),
              recurring: { interval: state.interval },
            },
          },
          ...(state.seats > 0 ? [seatItem] : []),
        ],
      },
      default_payment_method: { card: { brand: row.cardBrand, last4: row.cardLast4 } },
    };
  }

  async function invoiceEvent(
    executor: Executor,
    row: LocalSubscriptionRow,
    plan: PlanRow,
    charge: Charge,
    paid: boolean,
    seatCents: number,
  ) {
    const amount = Math.max(0, toCents(charge.amount) + seatCents);
    const description =
      charge.interval === "year"
        ? t("billing.invoiceDescriptionYearly", { plan: plan.name })
        : t("billing.invoiceDescriptionMonthly", { plan: plan.name });
    await emit(executor, paid ? "invoice.paid" : "invoice.payment_failed", {
      id: token("in"),
      object: "invoice",
      amount_paid: paid ? amount : 0,
      amount_due: amount,
      currency: "usd",
      description,
      period_start: unix(charge.periodStart),
      period_end: unix(charge.periodEnd),
      parent: { subscription_details: { subscription: row.id } },
      lines: {
        data: [{ description, period: { start: unix(charge.periodStart), end: unix(charge.periodEnd) } }],
      },
      status_transitions: { paid_at: paid ? unix(clock.now()) : null },
    });
  }

  async function change(
    executor: Executor,
    id: string,
    step: (state: LocalState) => LocalState,
  ): Promise<ProviderSubscription> {
    const row = await localProviderRepository.lockSubscription(executor, id);
    if (!row) throw notFound(t("billing.planNotFound"));
    const state = step(stateOf(row));
    await localProviderRepository.updateSubscription(executor, id, state, clock.now());
    const object = subscriptionObject(row, state);
    await emit(executor, "customer.subscription.updated", object);
    return fromStripeSubscription(object);
  }

  const provider: BillingProvider = {
    name: "local",

    async createCheckout(executor: Executor, input: CheckoutInput) {
      const now = clock.now();
      const id = token("cs");
      await localProviderRepository.insertSession(executor, {
        id,
        userId: input.userId,
        planId: input.plan.id,
        interval: input.interval,
        status: "open",
        declineCode: null,
        subscriptionId: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + sessionMinutes * 60_000),
      });
      return { url: `/payment?session=${id}` };
    },

    async retrieveSubscription(executor: Executor, id: string) {
      const row = await localProviderRepository.findSubscription(executor, id);
      return row ? fromStripeSubscription(subscriptionObject(row, stateOf(row))) : null;
    },

    setCancelAtPeriodEnd(executor, id, cancel) {
      const now = clock.now();
      return change(executor, id, (state) =>
        keepSeats(state, cancel ? cancelAtPeriodEnd(state, now) : undoCancel(state, now)),
      );
    },

    setPendingInterval(executor, id, interval, plan) {
      return change(executor, id, (state) =>
        keepSeats(state, switchInterval(state, interval ?? state.interval, plan)),
      );
    },

    // Recorded on the subscription: its next charge adds the seats and the prorations of the change.
    setSeatQuantity(executor, id, seats) {
      const now = clock.now();
      return change(executor, id, (state) => {
        const key = seats.idempotencyKey;
        const priceCents = seats.prices[state.interval];
        return { ...state, ...changeSeats(state, state, { quantity: seats.quantity, priceCents, key }, now) };
      });
    },

    // Every local checkout is opened by billing for a signed-in person: none is left to claim.
    async unclaimedCheckout() {
      return null;
    },

    async claimSubscription(_executor, id) {
      throw new Error(`local subscription ${id} already names its person`);
    },

    async verifyEvent(rawBody, signature) {
      const { default: Stripe } = await import("stripe");
      return readEvent(Stripe.webhooks.constructEvent(rawBody, signature ?? "", webhookSecret));
    },
  };

  async function openSession(executor: Executor, userId: number, id: string, lock: boolean) {
    const session = lock
      ? await localProviderRepository.lockSession(executor, id)
      : await localProviderRepository.findSession(executor, id);
    if (!session || session.userId !== userId) throw sessionNotFound();
    const plan = await billingRepository.findPlan(executor, session.planId);
    if (!plan) throw sessionNotFound();
    const status = session.status === "open" && clock.now() > session.expiresAt ? "expired" : session.status;
    return { session, plan, status: status as TestCheckout["status"] };
  }

  return {
    provider,
    /** The secret its events are signed with (tests sign their own events with it). */
    webhookSecret,

    /** Connects the webhook intake the events go to (made after the provider). */
    connect(intake: DeliverEvent) {
      events.connect(intake);
    },

    async describeCheckout(
      executor: Executor,
      userId: number,
      email: string,
      id: string,
    ): Promise<TestCheckout> {
      const { session, plan, status } = await openSession(executor, userId, id, false);
      const interval = session.interval === "year" ? "year" : "month";
      return {
        session: session.id,
        status,
        planName: plan.name,
        interval,
        price: priceOf(plan, interval),
        trialDays: plan.trialDays,
        firstChargeAt: addDays(clock.now(), plan.trialDays).toISOString(),
        email,
      };
    },

    /**
     * Takes a card in the test checkout: a card that saves starts the trial (the events reach
     * billing through the webhook intake, in this transaction); a refused one answers the failure
     * page with its reason and starts nothing.
     */
    async pay(executor: Executor, userId: number, request: PayTestCheckoutRequest): Promise<{ url: string }> {
      const card = payTestCheckoutRequestSchema.parse(request);
      const { session, plan, status } = await openSession(executor, userId, card.session, true);
      if (status === "complete") return { url: `/payment-success?session_id=${session.id}` };
      if (status !== "open" && status !== "declined") throw sessionNotFound();
      if (!expiryIsFuture(card.expiry, clock.now())) {
        throw fieldError("expiry", t("billing.declineExpired"));
      }
      // Two checkouts of one person paid at once (two tabs, a double click) must not start two plans.
      const held = await localProviderRepository.lockSubscriptionsOfUser(executor, userId);
      if (held.some((subscription) => stateOf(subscription).status !== "canceled")) {
        throw conflict(t("billing.alreadyHasPlan"));
      }
      const outcome = testCardOutcome(card.cardNumber);
      if (outcome.kind === "unknown") {
        throw fieldError("cardNumber", t("billing.testCardsOnly"));
      }
      if (outcome.kind === "declined") {
        await localProviderRepository.updateSession(executor, session.id, {
          status: "declined",
          declineCode: outcome.code,
        });
        return { url: `/payment-faile?reason=${outcome.code}` };
      }
      // Whole seconds, as Stripe's times are.
      const now = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      const interval = session.interval === "year" ? "year" : "month";
      const state = keepSeats(noSeats, startTrial(now, interval, plan.trialDays, priceOf(plan, interval)));
      const row: LocalSubscriptionRow = {
        id: token("sub"),
        customerId: token("cus"),
        userId,
        planId: plan.id,
        cardBrand: outcome.brand,
        cardLast4: card.cardNumber.slice(-4),
        cardFailsCharges: outcome.failsCharges,
        state,
        updatedAt: now,
      };
      await localProviderRepository.insertSubscription(executor, row);
      await localProviderRepository.updateSession(executor, session.id, {
        status: "complete",
        subscriptionId: row.id,
      });
      await emit(executor, "checkout.session.completed", {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: String(userId),
        customer: row.customerId,
        subscription: row.id,
      });
      await emit(executor, "customer.subscription.created", subscriptionObject(row, state));
      return { url: `/payment-success?session_id=${session.id}` };
    },

    /**
     * The billing clock: trials and periods that have ended are charged (or end, when cancelled),
     * as Stripe does for its subscriptions. Each subscription in its own transaction.
     */
    async runClock(db: Executor): Promise<number> {
      let changed = 0;
      for (const id of await localProviderRepository.listIds(db)) {
        await db.transaction(async (tx) => {
          const row = await localProviderRepository.lockSubscription(tx, id);
          if (!row) return;
          const state = stateOf(row);
          const now = clock.now();
          const plan = await billingRepository.findPlan(tx, row.planId);
          if (!plan) return;
          const step = due(state, now, plan);
          if (step.kind === "none") return;
          changed += 1;
          if (step.kind === "ended") {
            const ended = keepSeats(state, step.state);
            await localProviderRepository.updateSubscription(tx, id, ended, now);
            await emit(tx, "customer.subscription.deleted", subscriptionObject(row, ended));
            return;
          }
          const paid = !row.cardFailsCharges;
          const seats = seatCharge(state, step.charge.interval, state.interval, plan);
          // Paid: the prorations are settled and the seat is at the new period's price.
          const next: LocalState = paid
            ? { ...keepSeats(state, afterCharge(state, step.charge, paid, now)), prorationCents: 0 }
            : keepSeats(state, afterCharge(state, step.charge, paid, now));
          if (paid) next.seatPriceCents = seats.priceCents;
          await localProviderRepository.updateSubscription(tx, id, next, now);
          await invoiceEvent(tx, row, plan, step.charge, paid, seats.cents);
          await emit(tx, "customer.subscription.updated", subscriptionObject(row, next));
        });
      }
      return changed;
    },
  };
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;
