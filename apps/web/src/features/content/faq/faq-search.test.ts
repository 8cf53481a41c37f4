import type { FaqEntry } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  answerParagraphs,
  categorySlug,
  faqAnchor,
  faqIdFromHash,
  filterFaq,
  groupByCategory,
} from "./faq-search";

const entry = (id: number, category: string, question: string, answer = ""): FaqEntry => ({
  id,
  category,
  question,
  answer,
});

const entries = [
  entry(1, "Using Taxlane", "How does Taxlane match me with a professional?", "We ask a few questions."),
  entry(
    2,
    "Taxes",
    "When are estimated tax payments due?",
    "April 15, June 15, September 15 and January 15.",
  ),
  entry(3, "Using Taxlane", "Is Taxlane free for taxpayers?", "Yes, asking for quotes is free."),
  entry(4, "Taxes", "Do I need my W-2 before filing?", "Yes: employers send it by January 31."),
  entry(5, "Professionals", "What does a résumé need?", "Your credentials."),
];

describe("filterFaq", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterFaq(entries, "")).toHaveLength(5);
    expect(filterFaq(entries, "   ")).toHaveLength(5);
  });

  it("matches questions, answers and categories regardless of case", () => {
    expect(filterFaq(entries, "ESTIMATED").map((e) => e.id)).toEqual([2]);
    expect(filterFaq(entries, "quotes").map((e) => e.id)).toEqual([3]);
    expect(filterFaq(entries, "professionals").map((e) => e.id)).toEqual([5]);
  });

  it("needs every word, in any order", () => {
    expect(filterFaq(entries, "due payments").map((e) => e.id)).toEqual([2]);
    expect(filterFaq(entries, "taxlane free").map((e) => e.id)).toEqual([3]);
    expect(filterFaq(entries, "taxlane swallow")).toEqual([]);
  });

  it("ignores punctuation and accents", () => {
    expect(filterFaq(entries, "w2").map((e) => e.id)).toEqual([4]);
    expect(filterFaq(entries, "W-2").map((e) => e.id)).toEqual([4]);
    expect(filterFaq(entries, "resume").map((e) => e.id)).toEqual([5]);
  });
});

describe("groupByCategory", () => {
  it("groups in the order categories first appear, keeping the entries' order", () => {
    const groups = groupByCategory(entries);
    expect(groups.map((g) => g.category)).toEqual(["Using Taxlane", "Taxes", "Professionals"]);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual([1, 3]);
    expect(groups[1]?.entries.map((e) => e.id)).toEqual([2, 4]);
  });

  it("gives no groups for no entries", () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe("answerParagraphs", () => {
  it("splits on blank lines and trims", () => {
    expect(answerParagraphs("First line\ncontinued.\n\n  Second.\n \nThird.")).toEqual([
      "First line\ncontinued.",
      "Second.",
      "Third.",
    ]);
  });
});

describe("anchors", () => {
  it("names an entry faq-<id> and reads it back from the hash", () => {
    expect(faqAnchor(7)).toBe("faq-7");
    expect(faqIdFromHash("#faq-7")).toBe(7);
    expect(faqIdFromHash("#faq-0")).toBeNull();
    expect(faqIdFromHash("#faq-x")).toBeNull();
    expect(faqIdFromHash("")).toBeNull();
  });

  it("makes a heading id from a category", () => {
    expect(categorySlug("Using Taxlane", 0)).toBe("faq-category-0-using-taxlane");
    expect(categorySlug("Prix & dépôts", 2)).toBe("faq-category-2-prix-depots");
    expect(categorySlug("!!!", 3)).toBe("faq-category-3");
  });
});
