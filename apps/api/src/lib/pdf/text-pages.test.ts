import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { MeasureText } from "./text";
import { layoutTextPages, textPagesPdf } from "./text-pages";

const measure: MeasureText = (text, size, bold) => text.length * size * 0.5 * (bold ? 1.1 : 1);
const texts = (page: { text: string }[] | undefined) => (page ?? []).map((item) => item.text);

describe("text pages", () => {
  it("lay out sections of entries with their asides and details, in order", () => {
    const [page] = layoutTextPages(
      "Filings",
      [
        {
          title: "Federal",
          entries: [
            { title: "E-filed April 15, 2026", aside: "Accepted", details: ["Acknowledged April 16"] },
          ],
        },
        { title: "Outcome", note: "None recorded yet.", entries: [] },
      ],
      measure,
    );
    expect(texts(page)).toEqual([
      "Filings",
      "Federal",
      "E-filed April 15, 2026",
      "Accepted",
      "Acknowledged April 16",
      "Outcome",
      "None recorded yet.",
    ]);
    const title = page?.find((item) => item.text === "E-filed April 15, 2026");
    const aside = page?.find((item) => item.text === "Accepted");
    expect(aside?.y).toBe(title?.y);
    expect((aside?.x ?? 0) + measure("Accepted", 10.5, false)).toBeCloseTo(612 - 54);
    const detail = page?.find((item) => item.text === "Acknowledged April 16");
    expect(detail?.x).toBeGreaterThan(title?.x ?? 0);
  });

  it("make a PDF of as many pages as the entries need, whatever their characters", async () => {
    const entries = Array.from({ length: 80 }, (_, index) => ({ title: `Entry ${index} \u2014 \u4e2d` }));
    const bytes = await textPagesPdf("Many entries", [{ title: "All", entries }]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe("Many entries");
  });
});
