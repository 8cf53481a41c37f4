import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { shouldRetry } from "./query-client";

const apiError = (status: number) => new ApiError(status, { errorMessage: "x", code: "X" });

describe("shouldRetry", () => {
  it("does not retry client errors", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, apiError(status))).toBe(false);
    }
  });

  it("retries server and network errors twice", () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(1, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetry(2, apiError(500))).toBe(false);
  });
});
