import { describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock";
import {
  addInterval,
  afterCharge,
  cancelAtPeriodEnd,
  due,
  nextCharge,
  priceOf,
  type SubscriptionState,
  startTrial,
  switchInterval,
  undoCancel,
  unlocksQuotes,
} from "./subscription-state";

const plan = { monthlyPrice: 199, yearlyPrice: 2150 };
const start = new Date("2026-01-31T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

/** A 30-day trial at the plan's price for the interval. */
const trial = (now: Date, interval: "month" | "year") =>
  startTrial(now, interval, 30, priceOf(plan, interval));

/** Runs the billing clock once at the clock's time, with the card paying or not. */
function tick(state: SubscriptionState, now: Date, cardPays = true, prices = plan): SubscriptionState {
  const step = due(state, now, prices);
  if (step.kind === "none") return state;
  if (step.kind === "ended") return step.state;
  return afterCharge(state, step.charge, cardPays, now);
}

describe("the subscription state machine", () => {
  it("keeps a trial for 30 days, then charges the first month and becomes active", () => {
    const clock = fixedClock(start);
    let state = trial(clock.now(), "month");
    expect(state.status).toBe("trialing");
    expect(state.trialEndsAt?.toISOString()).toBe("2026-03-02T12:00:00.000Z");
    expect(unlocksQuotes(state.status)).toBe(true);
    expect(nextCharge(state, plan)).toEqual({ amount: 199, at: state.trialEndsAt, interval: "month" });

    clock.advance(29 * day);
    state = tick(state, clock.now());
    expect(state.status).toBe("trialing");

    clock.advance(day);
    state = tick(state, clock.now());
    expect(state.status).toBe("active");
    expect(state.trialEndsAt).toBeNull();
    expect(state.currentPeriodStart.toISOString()).toBe("2026-03-02T12:00:00.000Z");
    expect(state.currentPeriodEnd.toISOString()).toBe("2026-04-02T12:00:00.000Z");
  });

  it("renews at each period end, on the same day of the month or its last day", () => {
    expect(addInterval(new Date("2026-01-31T00:00:00Z"), "month").toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
    expect(addInterval(new Date("2028-02-29T00:00:00Z"), "year").toISOString()).toBe(
      "2029-02-28T00:00:00.000Z",
    );
    const clock = fixedClock(start);
    let state = tick(trial(clock.now(), "year"), addDays(30));
    expect(state.currentPeriodEnd.toISOString()).toBe("2027-03-02T12:00:00.000Z");
    clock.set(state.currentPeriodEnd);
    state = tick(state, clock.now());
    expect(state.status).toBe("active");
    expect(state.currentPeriodEnd.toISOString()).toBe("2028-03-02T12:00:00.000Z");
  });

  it("cancels at period end: the plan works until then and ends the day after", () => {
    const clock = fixedClock(start);
    let state = trial(clock.now(), "month");
    clock.advance(10 * day);
    state = cancelAtPeriodEnd(state, clock.now());
    expect(state.cancelAtPeriodEnd).toBe(true);
    expect(state.status).toBe("trialing");
    expect(nextCharge(state, plan)).toBeNull();

    clock.set(state.currentPeriodEnd);
    state = tick(state, clock.now());
    expect(state.status).toBe("canceled");
    expect(state.endedAt).toEqual(state.currentPeriodEnd);
    expect(unlocksQuotes(state.status)).toBe(false);
    expect(() => undoCancel(state, clock.now())).toThrow(/has ended/);
  });

  it("undoes a cancellation before the period ends, and charges as before", () => {
    const clock = fixedClock(start);
    let state = cancelAtPeriodEnd(trial(clock.now(), "month"), clock.now());
    clock.advance(29 * day);
    state = undoCancel(state, clock.now());
    expect(state.cancelAtPeriodEnd).toBe(false);
    expect(state.canceledAt).toBeNull();
    clock.advance(day);
    expect(tick(state, clock.now()).status).toBe("active");
  });

  it("goes past due when the charge fails, back to active when it goes through, and ends after the grace days", () => {
    const clock = fixedClock(start);
    let state = trial(clock.now(), "month");
    clock.advance(30 * day);
    state = tick(state, clock.now(), false);
    expect(state.status).toBe("past_due");
    expect(unlocksQuotes(state.status)).toBe(false);

    expect(tick(state, addDays(31), true).status).toBe("past_due");
    const recovered = tick(state, addDays(33), true);
    expect(recovered.status).toBe("active");
    expect(recovered.pastDueSince).toBeNull();

    for (let retry = 0; retry < 5; retry++) {
      clock.advance(3 * day);
      state = tick(state, clock.now(), false);
    }
    expect(state.status).toBe("canceled");
  });

  it("switches monthly to yearly from the next period, charging the yearly price then", () => {
    const clock = fixedClock(start);
    let state = switchInterval(trial(clock.now(), "month"), "year", plan);
    expect(state.interval).toBe("month");
    expect(nextCharge(state, plan)).toEqual({ amount: 2150, at: state.currentPeriodEnd, interval: "year" });
    clock.set(state.currentPeriodEnd);
    state = tick(state, clock.now());
    expect(state.interval).toBe("year");
    expect(state.pendingInterval).toBeNull();
    expect(switchInterval(state, "year", plan).pendingInterval).toBeNull();
    expect(() => switchInterval(cancelAtPeriodEnd(state, clock.now()), "month", plan)).toThrow(/Undo/);
  });

  it("keeps the price a subscription began at when the plan is repriced; a switch takes the new price", () => {
    const clock = fixedClock(start);
    const repriced = { monthlyPrice: 249, yearlyPrice: 2500 };
    let state = tick(trial(clock.now(), "month"), addDays(30), true, repriced);
    expect(state.price).toBe(199);
    expect(nextCharge(state, repriced)).toMatchObject({ amount: 199, interval: "month" });

    state = switchInterval(state, "year", repriced);
    expect(nextCharge(state, repriced)).toMatchObject({ amount: 2500, interval: "year" });
    // Back to monthly before the switch takes effect: the price it began at, not the new one.
    expect(nextCharge(switchInterval(state, "month", repriced), repriced)).toMatchObject({ amount: 199 });

    clock.set(state.currentPeriodEnd);
    state = tick(state, clock.now(), true, { monthlyPrice: 300, yearlyPrice: 3000 });
    expect(state).toMatchObject({ interval: "year", price: 2500, pendingPrice: null });
  });

  it("charges the plan's price where a subscription kept none, and keeps what it charged", () => {
    const unpriced = { ...trial(start, "year"), price: null };
    expect(nextCharge(unpriced, plan)).toMatchObject({ amount: 2150 });
    const renewed = tick(unpriced, addDays(30), true);
    expect(renewed.price).toBe(2150);
    expect(nextCharge(renewed, { monthlyPrice: 1, yearlyPrice: 1 })).toMatchObject({ amount: 2150 });
  });
});

function addDays(days: number): Date {
  return new Date(start.getTime() + days * day);
}
