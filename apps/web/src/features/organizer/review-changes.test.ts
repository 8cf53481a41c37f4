import { describe, expect, it } from "vitest";
import { changedSince, changesSummary } from "./review-changes";

describe("changedSince", () => {
  it("marks an answer saved after the previous look, never on a first look or without a time", () => {
    const since = "2026-11-24T10:00:00.000Z";
    expect(changedSince({ updatedAt: "2026-11-24T10:00:00.001Z" }, since)).toBe(true);
    expect(changedSince({ updatedAt: since }, since)).toBe(false);
    expect(changedSince({ updatedAt: "2026-11-23T10:00:00.000Z" }, since)).toBe(false);
    expect(changedSince({ updatedAt: "2026-11-24T11:00:00.000Z" }, null)).toBe(false);
    expect(changedSince({ updatedAt: "2026-11-24T11:00:00.000Z" }, undefined)).toBe(false);
    expect(changedSince({ updatedAt: null }, since)).toBe(false);
  });
});

describe("changesSummary", () => {
  const since = "2026-11-24T10:00:00.000Z";

  it("counts the answers shown that were saved since the previous look", () => {
    const rows = [{ updatedAt: "2026-11-24T11:00:00.000Z" }, { updatedAt: "2026-11-23T11:00:00.000Z" }, {}];
    expect(changesSummary(rows, since)).toEqual({ since, count: 1 });
    expect(changesSummary(rows, null)).toEqual({ since: null, count: 0 });
  });

  it("says nothing over no answers, nor before the look is recorded", () => {
    expect(changesSummary([], since)).toBeNull();
    expect(changesSummary([], null)).toBeNull();
    expect(changesSummary([{ updatedAt: since }], undefined)).toBeNull();
  });
});
