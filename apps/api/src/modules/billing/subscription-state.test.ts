import { describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock";
import {
  addInterval,
  afterCharge,
  cancelAtPeriodEnd,
  due,
  nextCharge,
  type SubscriptionState,
  startTrial,
  switchInterval,
  undoCancel,
  unlocksQuotes,
} from "./subscription-state";

const plan = { monthlyPrice: 199, yearlyPrice: 2150 };
const start = new Date("2026-01-31T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

/** Runs the billing clock once at the clock's time, with the card paying or not. */
function tick(state: SubscriptionState, now: Date, cardPays = true): SubscriptionState {
  const step = due(state, now);
  if (step.kind === "none") return state;
  if (step.kind === "ended") return step.state;
  return afterCharge(state, step.charge, cardPays, now);
}

describe("the subscription state machine", () => {
  it("keeps a trial for 30 days, then charges the first month and becomes active", () => {
    const clock = fixedClock(start);
    let state = startTrial(clock.now(), "month", 30);
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
    let state = tick(startTrial(clock.now(), "year", 30), addDays(30));
    expect(state.currentPeriodEnd.toISOString()).toBe("2027-03-02T12:00:00.000Z");
    clock.set(state.currentPeriodEnd);
    state = tick(state, clock.now());
    expect(state.status).toBe("active");
    expect(state.currentPeriodEnd.toISOString()).toBe("2028-03-02T12:00:00.000Z");
  });

  it("cancels at period end: the plan works until then and ends the day after", () => {
    const clock = fixedClock(start);
    let state = startTrial(clock.now(), "month", 30);
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
    let state = cancelAtPeriodEnd(startTrial(clock.now(), "month", 30), clock.now());
    clock.advance(29 * day);
    state = undoCancel(state, clock.now());
    expect(state.cancelAtPeriodEnd).toBe(false);
    expect(state.canceledAt).toBeNull();
    clock.advance(day);
    expect(tick(state, clock.now()).status).toBe("active");
  });

  it("goes past due when the charge fails, back to active when it goes through, and ends after the grace days", () => {
    const clock = fixedClock(start);
    let state = startTrial(clock.now(), "month", 30);
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
    let state = switchInterval(startTrial(clock.now(), "month", 30), "year");
    expect(state.interval).toBe("month");
    expect(nextCharge(state, plan)).toEqual({ amount: 2150, at: state.currentPeriodEnd, interval: "year" });
    clock.set(state.currentPeriodEnd);
    state = tick(state, clock.now());
    expect(state.interval).toBe("year");
    expect(state.pendingInterval).toBeNull();
    expect(switchInterval(state, "year").pendingInterval).toBeNull();
    expect(() => switchInterval(cancelAtPeriodEnd(state, clock.now()), "month")).toThrow(/Undo/);
  });
});

function addDays(days: number): Date {
  return new Date(start.getTime() + days * day);
}
