import { describe, expect, it } from "vitest";
import type { PageWord } from "../page";
import { editDistance, labelWords, matchLabelAt } from "./label-match";

const line = (text: string): PageWord[] =>
  text.split(" ").map((word, index) => ({
    text: word,
    left: index * 0.05,
    right: index * 0.05 + 0.04,
    top: 0.1,
    bottom: 0.11,
    confidence: 90,
  }));

const match = (printed: string, label: string) => matchLabelAt(line(printed), 0, labelWords(label));

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("wages", "wages")).toBe(0);
    expect(editDistance("wages", "wage")).toBe(1);
    expect(editDistance("wages", "wuges")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("stops past its limit", () => {
    expect(editDistance("federal", "xyz", 1)).toBe(2);
  });
});

describe("matchLabelAt", () => {
  it("matches a label printed as it is, at no cost", () => {
    expect(match("1 Wages, tips, other compensation", "1 Wages, tips")).toEqual({ end: 3, cost: 0 });
  });

  it("forgives a letter misread in each word within the budget", () => {
    expect(match("3 Socia1 securty wagcs", "3 Social security wages")?.cost).toBe(2);
    expect(match("b Emp1oyer identifcation nurnber", "b Employer identification number")).not.toBeNull();
  });

  it("matches words OCR ran together or split", () => {
    expect(match("2Federal income tax withheld", "2 Federal income tax")?.end).toBe(3);
    expect(match("5 Medi care wages", "5 Medicare wages")?.end).toBe(4);
  });

  it("lets the label's last word stop inside a longer printed word", () => {
    expect(match("2a Total capital gain distributions", "2a Total capital gain distr")?.end).toBe(5);
  });

  it("never takes one box number for another", () => {
    expect(match("12b", "12a")).toBeNull();
    expect(match("7 Social security tips", "3 Social security tips")).toBeNull();
  });

  it("does not match a different label past the budget", () => {
    expect(match("4 Social security tax", "3 Social security wages")).toBeNull();
    expect(match("6 Medicare tax", "5 Medicare wages")).toBeNull();
  });
});
