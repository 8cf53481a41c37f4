export interface Counted {
  /** Calls in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Fixed-window counts in this process's memory: what a Redis store falls back on while Redis does
 * not answer, so limits still hold per process instead of not at all. The window starts at a key's
 * first call, as in Redis. At most `capacity` keys are kept; past that the ended windows go first,
 * then the oldest.
 */
export class LocalCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = 10_000,
  ) {}

  incr(key: string, windowMs: number): Counted {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.capacity) this.makeRoom(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    // A Map iterates in insertion order: the first key is the one whose window began longest ago.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.capacity) break;
      this.windows.delete(key);
    }
  }
}
