import { type BillingInterval, PAST_DUE_GRACE_DAYS, type SubscriptionStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { AppError, conflict } from "../../lib/app-error";

const dayMs = 24 * 60 * 60 * 1000;
/** A declined renewal is tried again this many days later, until the grace days run out. */
const PAST_DUE_RETRY_DAYS = 3;

/**
 * A subscription's state machine, pure and on a given clock: trialing → active → past_due →
 * canceled, with the period end. The local provider runs its subscriptions on it (as Stripe runs
 * Stripe's), and the service uses its rules for what a person may do and what is charged when.
 */
export interface SubscriptionState {
  status: SubscriptionStatus;
  interval: BillingInterval;
  /** A switch asked for, taking effect from the next period. */
  pendingInterval: BillingInterval | null;
  /**
   * The price each period is charged at: the plan's price when the subscription began, kept when the
   * plan is repriced. Null on a subscription from before prices were kept: the plan's price applies.
   */
  price: number | null;
  /** The pending interval's price, the plan's when the switch was asked for. */
  pendingPrice: number | null;
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  /** When the renewal charge first failed (past due). */
  pastDueSince: Date | null;
  /** When a failed charge is tried again. */
  retryAt: Date | null;
}

export interface Prices {
  monthlyPrice: number;
  yearlyPrice: number;
}

export const priceOf = (plan: Prices, interval: BillingInterval) =>
  interval === "year" ? plan.yearlyPrice : plan.monthlyPrice;

/** A stored row's interval and pending interval (text columns) as intervals. */
export function storedIntervals(row: { interval: string; pendingInterval: string | null }): {
  interval: BillingInterval;
  pendingInterval: BillingInterval | null;
} {
  const pending = row.pendingInterval;
  return {
    interval: row.interval === "year" ? "year" : "month",
    pendingInterval: pending === "year" || pending === "month" ? pending : null,
  };
}

/**
 * What the next period is charged: the subscription's own price (or, after a switch, the price the
 * switch was asked at); the plan's current price only where the subscription kept none.
 */
export function nextPeriodPrice(
  state: Pick<SubscriptionState, "interval" | "pendingInterval" | "price" | "pendingPrice">,
  plan: Prices,
): { interval: BillingInterval; amount: number } {
  if (state.pendingInterval && state.pendingInterval !== state.interval) {
    return {
      interval: state.pendingInterval,
      amount: state.pendingPrice ?? priceOf(plan, state.pendingInterval),
    };
  }
  return { interval: state.interval, amount: state.price ?? priceOf(plan, state.interval) };
}

/** The same day of the next month or year (the 31st becomes the month's last day), in UTC. */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * dayMs);

/** A trial that starts now with the card saved; the card is first charged, at `price`, when it ends. */
export function startTrial(
  now: Date,
  interval: BillingInterval,
  trialDays: number,
  price: number,
): SubscriptionState {
  const trialEndsAt = addDays(now, trialDays);
  return {
    status: "trialing",
    interval,
    pendingInterval: null,
    price,
    pendingPrice: null,
    trialEndsAt,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    pastDueSince: null,
    retryAt: null,
  };
}

/** A paid plan that starts now (the demo's professionals, whose trial is long past). */
export function startPaid(now: Date, interval: BillingInterval, price: number): SubscriptionState {
  return {
    ...startTrial(now, interval, 0, price),
    status: "active",
    trialEndsAt: null,
    currentPeriodEnd: addInterval(now, interval),
  };
}

/** A charge the billing clock asks for: the amount for the period that starts at `periodStart`. */
export interface Charge {
  interval: BillingInterval;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
}

export type Step =
  | { kind: "none" }
  | { kind: "ended"; state: SubscriptionState }
  | { kind: "charge"; charge: Charge };

/**
 * What is due at `now`: nothing, the end of a cancelled plan, or a charge for the next period (at the
 * end of a trial or a period, or again while past due). Pure: the caller charges, then `afterCharge`.
 */
export function due(state: SubscriptionState, now: Date, plan: Prices): Step {
  if (state.status === "canceled") return { kind: "none" };
  if (now < state.currentPeriodEnd) return { kind: "none" };
  if (state.cancelAtPeriodEnd) {
    return {
      kind: "ended",
      state: { ...state, status: "canceled", endedAt: state.currentPeriodEnd, pendingInterval: null },
    };
  }
  if (
    state.status === "past_due" &&
    state.pastDueSince &&
    now >= addDays(state.pastDueSince, PAST_DUE_GRACE_DAYS)
  ) {
    return {
      kind: "ended",
      state: { ...state, status: "canceled", canceledAt: now, endedAt: now, pendingInterval: null },
    };
  }
  if (state.status === "past_due" && state.retryAt && now < state.retryAt) return { kind: "none" };
  const { interval, amount } = nextPeriodPrice(state, plan);
  const periodStart = state.currentPeriodEnd;
  return {
    kind: "charge",
    charge: { interval, amount, periodStart, periodEnd: addInterval(periodStart, interval) },
  };
}

/** The state after the charge `due` asked for went through or was declined. */
export function afterCharge(
  state: SubscriptionState,
  charge: Charge,
  paid: boolean,
  now: Date,
): SubscriptionState {
  if (paid) {
    return {
      ...state,
      status: "active",
      interval: charge.interval,
      pendingInterval: null,
      // What was charged is the price from now on, whatever the plan costs by then.
      price: charge.amount,
      pendingPrice: null,
      trialEndsAt: null,
      currentPeriodStart: charge.periodStart,
      currentPeriodEnd: charge.periodEnd,
      pastDueSince: null,
      retryAt: null,
    };
  }
  return {
    ...state,
    status: "past_due",
    pastDueSince: state.pastDueSince ?? now,
    retryAt: addDays(now, PAST_DUE_RETRY_DAYS),
  };
}

const ended = () => new AppError("CONFLICT", t("billing.planEnded"));

/** Cancel at period end: the plan keeps working until then, and nothing more is charged. */
export function cancelAtPeriodEnd(state: SubscriptionState, now: Date): SubscriptionState {
  if (state.status === "canceled") throw ended();
  if (state.cancelAtPeriodEnd) return state;
  return { ...state, cancelAtPeriodEnd: true, canceledAt: now };
}

/** Undo a cancellation before it takes effect. */
export function undoCancel(state: SubscriptionState, now: Date): SubscriptionState {
  if (state.status === "canceled" || now >= state.currentPeriodEnd) throw ended();
  if (!state.cancelAtPeriodEnd) return state;
  return { ...state, cancelAtPeriodEnd: false, canceledAt: null };
}

/**
 * Monthly ↔ yearly from the next period, at the plan's price for that interval now; asking for the
 * current interval drops a pending switch (and keeps the subscription's own price).
 */
export function switchInterval(
  state: SubscriptionState,
  interval: BillingInterval,
  plan: Prices,
): SubscriptionState {
  if (state.status === "canceled") throw ended();
  if (state.cancelAtPeriodEnd) {
    throw conflict(t("billing.undoCancellationFirst"));
  }
  if (interval === state.interval) return { ...state, pendingInterval: null, pendingPrice: null };
  return { ...state, pendingInterval: interval, pendingPrice: priceOf(plan, interval) };
}

/** What is charged next and when; null when nothing more will be (cancelled or ended). */
export function nextCharge(
  state: Pick<
    SubscriptionState,
    | "status"
    | "cancelAtPeriodEnd"
    | "interval"
    | "pendingInterval"
    | "price"
    | "pendingPrice"
    | "currentPeriodEnd"
  >,
  plan: Prices,
): { amount: number; at: Date; interval: BillingInterval } | null {
  if (state.status === "canceled" || state.cancelAtPeriodEnd) return null;
  return { ...nextPeriodPrice(state, plan), at: state.currentPeriodEnd };
}

/** A trial or a paid-up plan unlocks sending quotes. */
export const unlocksQuotes = (status: SubscriptionStatus | null | undefined) =>
  status === "trialing" || status === "active";
