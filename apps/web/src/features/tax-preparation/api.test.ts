import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { isMissingJob } from "./api";

describe("isMissingJob", () => {
  const failure = (status: number) => new ApiError(status, { errorMessage: "No", code: "X" });

  it("treats not found and not yours alike", () => {
    expect(isMissingJob(failure(404))).toBe(true);
    expect(isMissingJob(failure(403))).toBe(true);
  });

  it("leaves other failures to the error state", () => {
    expect(isMissingJob(failure(500))).toBe(false);
    expect(isMissingJob(new Error("offline"))).toBe(false);
  });
});
