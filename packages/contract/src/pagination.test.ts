import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, rowRangeQuerySchema, rowRangeToOffsetLimit } from "./pagination";

describe("rowRangeQuerySchema", () => {
  it("allows at most 100 rows per page", () => {
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it("reads from and to from query-string digits", () => {
    expect(rowRangeQuerySchema.parse({ from: "0", to: "10" })).toStrictEqual({ from: 0, to: 10 });
    expect(rowRangeQuerySchema.parse({ from: " 20 ", to: "40" })).toStrictEqual({ from: 20, to: 40 });
  });

  it("accepts numbers", () => {
    expect(rowRangeQuerySchema.parse({ from: 5, to: 6 })).toStrictEqual({ from: 5, to: 6 });
  });

  it("accepts exactly 100 rows and refuses 101", () => {
    expect(rowRangeQuerySchema.parse({ from: "100", to: "200" })).toStrictEqual({ from: 100, to: 200 });
    const result = rowRangeQuerySchema.safeParse({ from: "0", to: "101" });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toStrictEqual([
      [["to"], "Check this entry: it is not a value this field accepts."],
    ]);
  });

  it("refuses an empty or reversed range", () => {
    for (const range of [
      { from: "5", to: "5" },
      { from: "6", to: "5" },
    ]) {
      const result = rowRangeQuerySchema.safeParse(range);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toStrictEqual([
        [["to"], "Check this entry: it is not a value this field accepts."],
      ]);
    }
  });

  it("refuses missing, negative, fractional and non-numeric bounds", () => {
    for (const range of [
      {},
      { from: "0" },
      { from: "-1", to: "10" },
      { from: "0", to: "1.5" },
      { from: "", to: "10" },
      { from: "a", to: "10" },
      { from: -1, to: 10 },
    ]) {
      const result = rowRangeQuerySchema.safeParse(range);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Enter a whole number: 0 or more, without decimals.");
    }
  });
});

describe("rowRangeToOffsetLimit", () => {
  it("turns the range into offset and limit", () => {
    expect(rowRangeToOffsetLimit({ from: 30, to: 60 })).toStrictEqual({ offset: 30, limit: 30 });
  });
});
