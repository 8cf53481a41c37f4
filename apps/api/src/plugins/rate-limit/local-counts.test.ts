import { describe, expect, it } from "vitest";
import { LocalCounts } from "./local-counts";

describe("counts in memory", () => {
  it("counts calls in a window that the first call starts, then starts again", () => {
    let now = 1_000;
    const counts = new LocalCounts(() => now);
    expect(counts.incr("a", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(counts.incr("a", 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(counts.incr("b", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 40_000;
    expect(counts.incr("a", 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it("keeps at most its capacity of keys, dropping ended windows first, then the oldest", () => {
    let now = 0;
    const counts = new LocalCounts(() => now, 3);
    counts.incr("ends", 10);
    counts.incr("old", 60_000);
    counts.incr("newer", 60_000);
    now = 100;
    counts.incr("fourth", 60_000);
    expect(counts.size).toBe(3);
    // "ends" went; "old" is still counted.
    expect(counts.incr("old", 60_000).current).toBe(2);
    counts.incr("fifth", 60_000);
    expect(counts.size).toBe(3);
    // The oldest window ("old") made room; "newer" is still counted.
    expect(counts.incr("newer", 60_000).current).toBe(2);
  });
});
