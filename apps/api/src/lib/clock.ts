/** Time comes from here, so trials, reminders and slot rules can be tested at any instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests and the seeder. */
export function fixedClock(
  start: Date,
): Clock & { advance(milliseconds: number): void; set(to: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (to) => {
      current = to.getTime();
    },
  };
}

/** The real time moved ahead by what `advance` added; the test clock hook's clock. */
export function offsetClock(base: Clock): Clock & {
  advance(milliseconds: number): void;
  /** How far ahead of `base` it stands. */
  offset(): number;
  /** Stands `milliseconds` ahead of `base` from now on (another process's clock moved). */
  setOffset(milliseconds: number): void;
} {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    offset: () => offset,
    setOffset: (milliseconds) => {
      offset = milliseconds;
    },
  };
}
