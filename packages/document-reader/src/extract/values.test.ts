import { describe, expect, it } from "vitest";
import { squash } from "../classify/squash";
import type { PageWord } from "../page";
import { findTin, intoLines, parseMoney } from "./values";

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

const line = (...texts: string[]): PageWord[] =>
  texts.map((text, index) => ({
    text,
    left: index * 0.1,
    right: index * 0.1 + 0.08,
    top: 0.1,
    bottom: 0.12,
    confidence: 90,
  }));

describe("findTin", () => {
  it.each([
    ["an SSN as printed", ["123-45-6789"], "ssn", "123-45-6789"],
    ["an EIN as printed", ["12-3456789"], "ein", "12-3456789"],
    ["an EIN printed in a box that may hold an SSN", ["12-3456789"], "ssn", "12-3456789"],
    ["an SSN with OCR's spaces around its dashes", ["123", "-", "45-6789"], "ssn", "123-45-6789"],
    ["an SSN after its label's letters", ["SSN", "123-45-6789"], "ssn", "123-45-6789"],
    ["an SSN with letters for digits", ["l23-45-67B9"], "ssn", "123-45-6789"],
  ] as const)("takes %s", (_, texts, shape, value) => {
    expect(findTin(line(...texts), shape)?.value).toBe(value);
  });

  it.each([
    ["nine digits without dashes, as an SSN", ["123456789"], "ssn", "123-45-6789"],
    ["nine digits spaced, as an SSN", ["123", "45", "6789"], "ssn", "123-45-6789"],
    ["nine digits with a dash misplaced, as an EIN", ["4504-22194"], "ein", "45-0422194"],
    ["nine digits with a dash misplaced, as an SSN", ["1234-5-6789"], "ssn", "123-45-6789"],
  ] as const)("repairs %s", (_, texts, shape, value) => {
    expect(findTin(line(...texts), shape)?.value).toBe(value);
  });

  it.each([
    ["a digit too many (OCR's extra digit)", ["450-422-1942"], "ein"],
    ["a digit too many in an SSN", ["123-45-67890"], "ssn"],
    ["a digit too few", ["12-345678"], "ein"],
    ["a digit too few in an SSN", ["123-45-678"], "ssn"],
    ["an EIN with an extra digit after a well-formed start", ["45-04221942"], "ein"],
    ["two long numbers: which is the id is a guess", ["123456789", "987654321"], "ssn"],
    ["nine bare digits where either id may be", ["123456789"], "either"],
    ["words without digits", ["Employer's", "name"], "ein"],
  ] as const)("drops %s", (_, texts, shape) => {
    expect(findTin(line(...texts), shape)).toBeNull();
  });
});

describe("intoLines", () => {
  const word = (text: string, left: number, top: number, bottom: number): PageWord => ({
    text,
    left,
    right: left + 0.04,
    top,
    bottom,
    confidence: 90,
  });

  it("keeps a label's words on one line when a smaller word set higher starts the row", () => {
    // A 1099's label as OCR placed it on a scan, beside the next box's fine print.
    const words = [
      word("(optional)", 0.6, 0.0505, 0.0548),
      word("PAYER'S", 0.09, 0.051, 0.057),
      word("name,", 0.14, 0.052, 0.058),
      word("street", 0.18, 0.051, 0.057),
      word("telephone", 0.23, 0.061, 0.069),
    ];
    expect(intoLines(words).map((line) => line.map((w) => w.text).join(" "))).toEqual([
      "PAYER'S name, street (optional)",
      "telephone",
    ]);
  });
});
