import { describe, expect, it } from "vitest";
import { squash } from "../classify/squash";
import { parseMoney } from "./values";

describe("parseMoney", () => {
  it.each([
    ["12,345.67", "12345.67"],
    ["$ 12,345.67", "12345.67"],
    ["12.345,67", "12345.67"],
    ["12,345,67", "12345.67"],
    ["1O4.5l", "104.51"],
    ["1,500", "1500.00"],
    ["(250.00)", "-250.00"],
  ])("%s → %s", (printed, value) => {
    expect(parseMoney(printed)).toBe(value);
  });

  it("does not take a box number, a year's digits or words for an amount", () => {
    for (const text of ["12", "20", "Wages", "12b", "1545-0008"]) expect(parseMoney(text)).toBeNull();
  });
});

describe("squash", () => {
  it("folds the characters OCR confuses", () => {
    expect(squash("Form 1O99-lNT")).toBe(squash("Form 1099-INT"));
  });
});
