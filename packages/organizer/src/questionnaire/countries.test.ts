import type { Language } from "@taxlane/contract/i18n/language";
import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countryLabel, countryOptions } from "./countries";
import { answerText } from "./summary";
import type { Question } from "./types";

// Test files share their modules: the language source another file set is put back afterwards.
let before: () => Language;
beforeEach(() => {
  before = setLanguageSource(() => "en");
});
afterEach(() => setLanguageSource(before));

const countryQuestion = {
  key: "country",
  kind: "country",
  label: () => "",
  summaryLabel: () => "",
} as Question;

describe("country names", () => {
  it("keep the list's English names in English", () => {
    expect(countryLabel("Turkey")).toBe("Turkey");
    expect(countryOptions().slice(0, 2)).toEqual([
      ["United States", "United States"],
      ["Afghanistan", "Afghanistan"],
    ]);
  });

  it("read in Spanish on a Spanish page, the English name staying the answer, in Spanish name order", () => {
    setLanguageSource(() => "es");
    expect(countryLabel("Germany")).toBe("Alemania");
    expect(answerText(countryQuestion, "Germany")).toBe("Alemania");
    const options = countryOptions();
    expect(options[0]).toEqual(["United States", "Estados Unidos"]);
    expect(options.find(([value]) => value === "Germany")).toEqual(["Germany", "Alemania"]);
    const labels = options.slice(1).map(([, label]) => label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("es-US").compare));
  });

  it("keep a text that is not a listed country as written", () => {
    setLanguageSource(() => "es");
    expect(countryLabel("Atlantis")).toBe("Atlantis");
  });
});
