import { describe, expect, it } from "vitest";
import { jobRetentionEnd, retentionEnd } from "./retention";

const closedAt = new Date("2026-11-26T12:00:00Z");

describe("retention", () => {
  it("ends seven calendar years later, a leap day landing on February 28", () => {
    expect(retentionEnd(closedAt).toISOString()).toBe("2033-11-26T12:00:00.000Z");
    expect(retentionEnd(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe("2035-02-28T00:00:00.000Z");
  });

  it("runs from a job's filing, or from the closing for a job still open", () => {
    const filed = new Date("2025-04-10T09:00:00Z");
    expect(jobRetentionEnd({ filedAt: filed }, closedAt).toISOString()).toBe("2032-04-10T09:00:00.000Z");
    expect(jobRetentionEnd({ filedAt: null }, closedAt).toISOString()).toBe("2033-11-26T12:00:00.000Z");
  });
});
