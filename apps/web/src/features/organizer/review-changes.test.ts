import { describe, expect, it } from "vitest";
import { changedSince } from "./review-changes";

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
