import { describe, expect, it } from "vitest";
import { jobPageTitle } from "./job-title";

describe("jobPageTitle", () => {
  it("names the tax year and the other side of the job", () => {
    expect(jobPageTitle(2025, "Dana Nguyen")).toBe("Job: 2025 return with Dana Nguyen");
  });
});
