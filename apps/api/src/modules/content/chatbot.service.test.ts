import { describe, expect, it } from "vitest";
import { answers, excerpt, questionWords } from "./chatbot.service";

describe("the assistant's rules", () => {
  it("reads the question's words with their synonyms", () => {
    expect(questionWords("Cancel my Subscription?")).toEqual(["cancel", "my", "subscription plan"]);
    expect(questionWords("1099-NEC")).toEqual(["1099", "nec"]);
  });

  it("takes an entry as an answer only when it holds most of the question's words", () => {
    const hit = { kind: "faq" as const, id: 1, title: "", body: "", rank: 0.5 };
    expect(answers({ ...hit, matched: 2 }, 3)).toBe(true);
    expect(answers({ ...hit, matched: 1 }, 3)).toBe(false);
    expect(answers({ ...hit, matched: 2 }, 4)).toBe(false);
    expect(answers({ ...hit, matched: 1 }, 1)).toBe(true);
    expect(answers({ ...hit, matched: 0 }, 0)).toBe(false);
  });

  it("quotes the first paragraph, cut at a word", () => {
    expect(excerpt("First part.\n\nSecond part.")).toBe("First part.");
    expect(excerpt("one two three four", 9)).toBe("one two…");
  });
});
