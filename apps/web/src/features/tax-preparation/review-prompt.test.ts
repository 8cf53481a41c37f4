import { describe, expect, it } from "vitest";
import { offersRating, parsePromptedIds } from "./review-prompt";

describe("parsePromptedIds", () => {
  it("reads the stored ids", () => {
    expect(parsePromptedIds("[3,7]")).toEqual([3, 7]);
  });

  it("counts anything unreadable as none", () => {
    expect(parsePromptedIds(null)).toEqual([]);
    expect(parsePromptedIds("not json")).toEqual([]);
    expect(parsePromptedIds('{"a":1}')).toEqual([]);
    expect(parsePromptedIds('[1,"2",2.5,4]')).toEqual([1, 4]);
  });
});

describe("offersRating", () => {
  it("offers a rating on a filed job whose professional is not reviewed", () => {
    expect(offersRating(true, false)).toBe(true);
  });

  it("does not while unfiled, reviewed, or not yet known", () => {
    expect(offersRating(false, false)).toBe(false);
    expect(offersRating(true, true)).toBe(false);
    expect(offersRating(true, undefined)).toBe(false);
  });
});
