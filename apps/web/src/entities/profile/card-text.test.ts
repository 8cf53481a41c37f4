import { describe, expect, it } from "vitest";
import { initialsOf, reviewsText, starsLabel, yearsOfExperienceText } from "./card-text";

describe("initialsOf", () => {
  it("takes the first and last initials", () => {
    expect(initialsOf("Maria G.")).toBe("MG");
    expect(initialsOf("anna maria lopez")).toBe("AL");
    expect(initialsOf("Jean-Paul R.")).toBe("JR");
  });

  it("copes with one word or none", () => {
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("?");
  });
});

describe("texts of a professional's card", () => {
  it("counts years and reviews in words", () => {
    expect(yearsOfExperienceText(0)).toBe("Less than a year of experience");
    expect(yearsOfExperienceText(1)).toBe("1 year of experience");
    expect(yearsOfExperienceText(12)).toBe("12 years of experience");
    expect(reviewsText(1)).toBe("1 review");
    expect(reviewsText(7)).toBe("7 reviews");
  });

  it("reads a star average with one decimal", () => {
    expect(starsLabel(4.8)).toBe("4.8 out of 5 stars");
    expect(starsLabel(5)).toBe("5 out of 5 stars");
  });
});
