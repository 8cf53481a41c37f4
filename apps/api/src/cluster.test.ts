import { describe, expect, it } from "vitest";
import { rateLimitScope } from "./cluster";

describe("what the start says about rate limits with several processes", () => {
  it("says they are per process when no Redis shares them, and nothing otherwise", () => {
    expect(rateLimitScope(3, false)).toBe(
      "Rate limits are per process: a client may make 3 × each limit (REDIS_URL shares them; the failed sign-in throttle is shared already).",
    );
    expect(rateLimitScope(3, true)).toBeUndefined();
    expect(rateLimitScope(1, false)).toBeUndefined();
  });
});
