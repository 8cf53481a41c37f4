import type { OrganizerAnswer } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { businessOrganizer } from "./business";
import { individualOrganizer } from "./individual";
import { reviewLabelOf, reviewSections, wordsOf } from "./review-sections";

const keys = (text: string) =>
  text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t")[2] ?? "");

function row(
  id: number,
  question: string,
  answer: string,
  extra: Partial<OrganizerAnswer> = {},
): OrganizerAnswer {
  return {
    id,
    quoteId: 7,
    categoryId: 0,
    forSpouse: false,
    question,
    answerTypeId: 2,
    answer,
    message: null,
    reminder: false,
    isFile: false,
    files: [],
    ...extra,
  };
}

describe("review labels", () => {
  it("labels every key the existing client sends, whichever organizer the job follows", async () => {
    const { readFileSync } = await import("node:fs");
    const individual = keys(readFileSync(new URL("./organizer-keys.fixture.tsv", import.meta.url), "utf8"));
    const business = keys(
      readFileSync(new URL("./business-organizer-keys.fixture.tsv", import.meta.url), "utf8"),
    );
    for (const definition of [individualOrganizer, businessOrganizer]) {
      for (const key of [...individual, ...business]) {
        const label = reviewLabelOf(definition, key);
        expect(label, key).not.toBe(wordsOf(key));
        expect(label.trim(), key).not.toBe("");
      }
    }
  });

  it("puts an unknown key in words, rows and underscores included, never blank", () => {
    expect(wordsOf("someNewClientQuestion_Amount2")).toBe("Some new client question amount 2");
    expect(wordsOf("homeMortgageInterest")).toBe("Home mortgage interest");
    expect(reviewLabelOf(individualOrganizer, "__")).toBe("__");
    expect(reviewLabelOf(individualOrganizer, "income_Amount3")).toBe(
      "Other income, row 3: Other income: amount",
    );
  });

  it("keeps an unknown key's answer in the review, with when it was saved", () => {
    const sections = reviewSections(individualOrganizer, [
      row(1, "taxPayerFirstName", "Dana", { categoryId: 26, updatedAt: "2026-01-02T03:04:05.000Z" }),
      row(2, "someNewClientQuestion", "kept"),
    ]);
    const items = sections.flatMap((section) => section.items);
    expect(items.map((item) => [item.label, item.updatedAt])).toEqual([
      ["First name", "2026-01-02T03:04:05.000Z"],
      ["Some new client question", null],
    ]);
    expect(sections.at(-1)?.title).toBe("Other answers");
  });
});
