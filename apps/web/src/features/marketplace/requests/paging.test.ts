import { REQUESTS_PAGE_SIZE } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { nextFrom, pageRange } from "./paging";

describe("request pages", () => {
  it("asks for REQUESTS_PAGE_SIZE rows from a start, `to` exclusive", () => {
    expect(pageRange(0)).toEqual({ from: 0, to: REQUESTS_PAGE_SIZE });
    expect(pageRange(40, 20)).toEqual({ from: 40, to: 60 });
  });

  it("goes on after a full page and stops after a short one", () => {
    const full = Array.from({ length: 3 }, (_, index) => index);
    expect(nextFrom(full, [full], 3)).toBe(3);
    expect(nextFrom(full, [full, full], 3)).toBe(6);
    expect(nextFrom([1], [full, [1]], 3)).toBeUndefined();
    expect(nextFrom([], [[]], 3)).toBeUndefined();
  });
});
