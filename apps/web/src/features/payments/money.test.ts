import { describe, expect, it } from "vitest";
import { centsText, dollarsInput, parseDollars, parseQuantity, signedCentsText } from "./money";

const cents = (typed: string) => {
  const parsed = parseDollars(typed);
  return parsed.ok ? parsed.cents : parsed.problem;
};

describe("dollars typed into cents", () => {
  it.each([
    ["125.5", 12_550],
    ["125.50", 12_550],
    ["1,200", 120_000],
    ["0.01", 1],
    ["0.29", 29],
    ["99,999.99", 9_999_999],
    ["$1,200.00", 120_000],
    [" 75 ", 7_500],
    ["100000", 10_000_000],
    ["12.", 1_200],
  ])("reads %s as %i cents, exactly", (typed, expected) => {
    expect(cents(typed)).toBe(expected);
  });

  it.each([
    ["abc", "Enter an amount in dollars and cents."],
    ["1.234", "An amount is in whole cents, such as 125.50."],
    ["-5", "Enter the amount without a minus sign."],
    ["0", "An amount must be more than $0.00."],
    ["0.00", "An amount must be more than $0.00."],
    ["", "Enter an amount in dollars, such as 125.50."],
    ["12,00", "Enter an amount in dollars and cents."],
    ["1e3", "Enter an amount in dollars and cents."],
    ["100000.01", "An amount can be at most $100,000.00."],
    ["99999999999999999999", "An amount can be at most $100,000.00."],
  ])("refuses %j in words", (typed, problem) => {
    expect(cents(typed)).toBe(problem);
  });
});

describe("money shown", () => {
  it("always shows the cents, and says a change's direction", () => {
    expect(centsText(127_500)).toBe("$1,275.00");
    expect(centsText(1)).toBe("$0.01");
    expect(signedCentsText(7_500)).toBe("+$75.00");
    expect(signedCentsText(-5_000)).toBe("−$50.00");
  });

  it("gives a draft's cents back as dollars to edit", () => {
    expect(dollarsInput(12_550)).toBe("125.50");
    expect(dollarsInput(7)).toBe("0.07");
    expect(parseDollars(dollarsInput(29)).ok && cents(dollarsInput(29))).toBe(29);
  });
});

describe("a line's quantity", () => {
  it("is a whole number from 1 to 1,000", () => {
    expect(parseQuantity("2")).toBe(2);
    expect(parseQuantity("1000")).toBe(1000);
    expect(parseQuantity("0")).toBeNull();
    expect(parseQuantity("1001")).toBeNull();
    expect(parseQuantity("1.5")).toBeNull();
    expect(parseQuantity("")).toBeNull();
  });
});
