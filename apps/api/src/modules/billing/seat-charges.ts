import type { BillingInterval } from "@taxlane/contract";
import { type SeatPrices, seatPricesOf } from "./plan-catalog";
import type { SubscriptionState } from "./subscription-state";

/**
 * The further seats a subscription charges, as the local provider holds them beside the state
 * machine's state (Stripe holds them as a second item): how many, at what price a seat (cents, of the
 * subscription's interval), and the prorations waiting for the next charge (cents; a credit is
 * negative). Pure, as the state machine is.
 */
export interface SeatState {
  seats: number;
  seatPriceCents: number;
  prorationCents: number;
  /** The idempotency key of the last change made: the same change sent again changes nothing. */
  seatKey: string | null;
}

export const noSeats: SeatState = { seats: 0, seatPriceCents: 0, prorationCents: 0, seatKey: null };

/**
 * A new seat count from `now`: the difference, for the part of the period left, is charged (or
 * credited) on the next invoice, as Stripe prorates by default. In a trial nothing is charged, so
 * nothing is prorated.
 */
export function changeSeats(
  seat: SeatState,
  state: Pick<SubscriptionState, "status" | "currentPeriodStart" | "currentPeriodEnd">,
  change: { quantity: number; priceCents: number; key: string },
  now: Date,
): SeatState {
  if (seat.seatKey === change.key) return seat;
  const next = { ...seat, seats: change.quantity, seatPriceCents: change.priceCents, seatKey: change.key };
  if (state.status !== "active" && state.status !== "past_due") return next;
  const length = state.currentPeriodEnd.getTime() - state.currentPeriodStart.getTime();
  const left = state.currentPeriodEnd.getTime() - now.getTime();
  const fraction = length > 0 ? Math.min(1, Math.max(0, left / length)) : 0;
  const before = seat.seats * seat.seatPriceCents;
  const after = change.quantity * change.priceCents;
  return { ...next, prorationCents: seat.prorationCents + Math.round((after - before) * fraction) };
}

/** A seat's price on the plan for an interval (cents); 0 on a plan that sells none. */
export const seatPriceFor = (prices: SeatPrices | null, interval: BillingInterval) =>
  prices ? prices[interval] : 0;

/**
 * What the seats add to the charge of the period that begins (cents): the seats at the price of the
 * period's interval (the plan's, after a switch of interval), and the prorations waiting (a credit
 * lowers the invoice; the invoice as a whole is never below nothing).
 */
export function seatCharge(
  seat: SeatState,
  interval: BillingInterval,
  current: BillingInterval,
  plan: { code: string },
): { cents: number; priceCents: number } {
  const priceCents = interval === current ? seat.seatPriceCents : seatPriceFor(seatPricesOf(plan), interval);
  return { cents: seat.seats * priceCents + seat.prorationCents, priceCents };
}
