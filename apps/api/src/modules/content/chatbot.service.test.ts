import { describe, expect, it } from "vitest";
import { buildAssistantIndex } from "./assistant-index";
import { questionTerms, stem } from "./assistant-words";
import { answers, excerpt } from "./chatbot.service";

describe("the assistant's rules", () => {
  it("reads the question's words without stop words, stemmed, with their synonyms", () => {
    expect(questionTerms("Cancel my Subscription?")).toEqual([["cancel"], ["subscription", "plan"]]);
    expect(questionTerms("1099-NEC")).toEqual([["1099"], ["nec"]]);
    expect(questionTerms("How much does it cost?")).toEqual([["much"], ["cost"]]);
    expect(questionTerms("what are the prices")).toEqual([["price", "cost", "fee"]]);
  });

  it("cuts plural and verb endings", () => {
    expect(["documents", "costs", "charged", "uploading", "copies", "class"].map(stem)).toEqual([
      "document",
      "cost",
      "charg",
      "upload",
      "copy",
      "class",
    ]);
  });

  it("takes an entry as an answer only when it holds most of the question's words", () => {
    expect(answers({ coverage: 2 / 3, inTitle: false })).toBe(true);
    expect(answers({ coverage: 1 / 2, inTitle: false })).toBe(false);
    expect(answers({ coverage: 1, inTitle: false })).toBe(true);
  });

  it("takes fewer of the question's words when the entry's own question holds them", () => {
    expect(answers({ coverage: 1 / 3, inTitle: true })).toBe(true);
    expect(answers({ coverage: 1 / 4, inTitle: true })).toBe(false);
  });

  it("ranks an FAQ entry over a post that holds the same words", () => {
    const index = buildAssistantIndex([
      {
        kind: "blog",
        id: 1,
        title: "What child care costs you",
        body: "The cost of care.",
        topic: "credits",
      },
      {
        kind: "faq",
        id: 7,
        title: "How much does it cost?",
        body: "Nothing for taxpayers.",
        topic: "Payments",
      },
    ]);
    const hits = index.search(questionTerms("How much does it cost?"));
    expect(hits.map((hit) => `${hit.entry.kind}:${hit.entry.id}`)).toEqual(["faq:7", "blog:1"]);
    expect(hits[0]?.coverage).toBe(1);
  });

  it("quotes the first paragraph, cut at a word", () => {
    expect(excerpt("First part.\n\nSecond part.")).toBe("First part.");
    expect(excerpt("one two three four", 9)).toBe("one two…");
  });
});
