import { PDFDocument } from "@cantoo/pdf-lib";
import type { ReviewSection } from "@taxlane/organizer";
import { describe, expect, it } from "vitest";
import { letterPageSize } from "../../lib/pdf/placed-text";
import { answersPdf, layoutAnswers } from "./organizer-pdf";

/** Every character 5 points wide at size 10. */
const measure = (text: string, size: number) => (text.length * size) / 2;

const section = (sectionId: number, count: number): ReviewSection => ({
  sectionId,
  title: `Section ${sectionId}`,
  items: Array.from({ length: count }, (_, index) => ({
    answerId: sectionId * 1000 + index,
    key: `key${index}`,
    label: `Question ${index + 1} of section ${sectionId}`,
    value: { kind: "text", text: "An answer long enough to wrap over more than one line ".repeat(3) },
    message: index % 2 === 0 ? "A note" : null,
    reminder: false,
    forSpouse: false,
    updatedAt: null,
  })),
});

describe("the answers PDF's layout", () => {
  it("flows sections over pages, every line inside the margins, labels before their values", () => {
    const pages = layoutAnswers(
      {
        heading: "Individual organizer answers",
        subtitle: ["Tax preparation 7."],
        sections: [section(1, 30), section(2, 30)],
      },
      measure,
    );
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      for (const text of page) {
        expect(text.y).toBeGreaterThanOrEqual(54 - 1);
        expect(text.y).toBeLessThanOrEqual(letterPageSize.height - 54);
        expect(text.x + measure(text.text, text.size)).toBeLessThanOrEqual(letterPageSize.width - 54 + 0.001);
      }
    }
    const all = pages.flat().map((text) => text.text);
    expect(all[0]).toBe("Individual organizer answers");
    expect(all.indexOf("Section 2")).toBeGreaterThan(all.indexOf("Question 30 of section 1"));
    // A section's title never ends a page alone.
    for (const page of pages) expect(page.at(-1)?.text.startsWith("Section ")).toBe(false);
  });

  it("says so when no answer matches, and draws text the standard fonts cannot encode as ?", async () => {
    const empty = layoutAnswers({ heading: "Answers", subtitle: [], sections: [] }, measure);
    expect(empty.flat().map((text) => text.text)).toContain("No answers match.");
    const bytes = await answersPdf({
      heading: "Answers — 李",
      subtitle: [],
      sections: [{ ...section(1, 1), title: "Émile ✓" }],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
  });
});
