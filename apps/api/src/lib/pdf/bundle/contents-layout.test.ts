import { describe, expect, it } from "vitest";
import type { MeasureText } from "../text";
import { layoutContents, pageRangeLabel, planContents } from "./contents-layout";

const measure: MeasureText = (text, size, bold) => text.length * size * 0.5 * (bold ? 1.1 : 1);
const texts = (page: { text: string }[] | undefined) => (page ?? []).map((item) => item.text);

describe("the contents page", () => {
  it("labels single pages and ranges", () => {
    expect(pageRangeLabel(4, 4)).toBe("page 4");
    expect(pageRangeLabel(2, 5)).toBe("pages 2\u20135");
  });

  it("lists included documents with their pages on the right, then the ones left out with why", () => {
    const pages = layoutContents(
      {
        heading: "Documents for the 2025 return",
        included: [{ title: "W-2 from Acme", firstPage: 2, lastPage: 3 }],
        skipped: [{ title: "Locked statement", reason: "The PDF is password-protected." }],
      },
      measure,
    );
    expect(pages).toHaveLength(1);
    const page = pages[0] ?? [];
    expect(texts(page)).toEqual([
      "Documents for the 2025 return",
      "In this bundle",
      "W-2 from Acme",
      "pages 2\u20133",
      "Not included",
      "Locked statement",
      "The PDF is password-protected.",
    ]);
    const title = page.find((item) => item.text === "W-2 from Acme");
    const range = page.find((item) => item.text === "pages 2\u20133");
    expect(range?.y).toBe(title?.y);
    expect((range?.x ?? 0) + measure("pages 2\u20133", 10.5, false)).toBeCloseTo(612 - 54);
    // Top to bottom, inside the margins.
    const ys = page.map((item) => item.y);
    expect(ys.every((y, index) => index === 0 || y <= (ys[index - 1] ?? 0))).toBe(true);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(54);
  });

  it("wraps a long title under itself, clear of the page column", () => {
    const title = "Brokerage consolidated form 1099 with supplemental information ".repeat(3).trim();
    const [page] = layoutContents(
      { heading: "Documents", included: [{ title, firstPage: 2, lastPage: 9 }], skipped: [] },
      measure,
    );
    const lines = (page ?? []).filter((item) => item.size === 10.5 && item.text !== "pages 2\u20139");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.text).join(" ")).toBe(title);
    const column = (page ?? []).find((item) => item.text === "pages 2\u20139");
    for (const line of lines) expect(line.x + measure(line.text, 10.5, false)).toBeLessThan(column?.x ?? 0);
  });

  it("says so when nothing could be included", () => {
    const [page] = layoutContents(
      {
        heading: "Documents",
        included: [],
        skipped: [{ title: "notes.txt", reason: "Not a PDF or image." }],
      },
      measure,
    );
    expect(texts(page)).toContain("None of the chosen documents could be included.");
  });

  it("continues on further pages and counts them in the page numbers", () => {
    const bodyRanges = Array.from({ length: 120 }, (_, index) => ({
      title: `Receipt number ${index + 1}`,
      firstPage: index + 1,
      lastPage: index + 1,
    }));
    const skipped = [{ title: "Broken scan", reason: "The PDF is damaged and could not be read." }];
    const { pages, offset } = planContents("Documents", bodyRanges, skipped, measure);
    expect(pages.length).toBeGreaterThan(1);
    expect(offset).toBe(pages.length);
    expect(texts(pages[1])[0]).toBe("Documents (continued)");
    expect(texts(pages[0])).toContain(`page ${offset + 1}`);
    const all = pages.flatMap(texts);
    expect(all).toContain(`page ${offset + 120}`);
    expect(all).not.toContain(`page ${offset + 121}`);
    expect(all.filter((text) => text.startsWith("Receipt number "))).toHaveLength(120);
    expect(all.indexOf("Broken scan")).toBeGreaterThan(all.indexOf("Receipt number 120"));
    for (const page of pages) {
      for (const item of page) expect(item.y).toBeGreaterThanOrEqual(54);
    }
  });
});
