import { describe, expect, it } from "vitest";
import { readingMinutes, renderArticleHtml } from "./markdown";

describe("renderArticleHtml", () => {
  it("keeps headings, lists, emphasis and tables", () => {
    const html = renderArticleHtml(
      "## Due dates\n\n- **April 15**\n- June 15\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain("<h2>Due dates</h2>");
    expect(html).toContain("<strong>April 15</strong>");
    expect(html).toContain("<table>");
  });

  it("drops scripts, event handlers, images and javascript links", () => {
    const html = renderArticleHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|<img|javascript:/i);
  });

  it("opens other sites safely and keeps our own links as they are", () => {
    const html = renderArticleHtml("[irs](https://www.irs.gov) and [faq](/faq)");
    expect(html).toContain('<a href="https://www.irs.gov" rel="noopener noreferrer" target="_blank">irs</a>');
    expect(html).toContain('<a href="/faq">faq</a>');
  });
});

describe("readingMinutes", () => {
  it("counts 220 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(660))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});
